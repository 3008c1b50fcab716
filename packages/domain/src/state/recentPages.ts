import { defineMessages } from "../i18n/messageSet";

/** Spec §3, a recent page: where it was (link and optional query) and how to show it. */
export type RecentPage = {
  readonly id: string;
  readonly name: string;
  readonly icon?: string;
  readonly link: string;
  readonly query?: string;
  /** ISO instant of the visit, from the action (reducers read no clock). */
  readonly visitedAt: string;
};

export type RecentPagesState = { readonly pages: readonly RecentPage[] };

export type RecentPagesAction =
  | { readonly type: "visited"; readonly page: RecentPage }
  | { readonly type: "removed"; readonly id: string }
  | { readonly type: "cleared" };

export const recentPagesMessages = defineMessages("recentPages", {
  title: { "pt-BR": "Páginas recentes", en: "Recent pages" },
  clearAll: { "pt-BR": "Limpar tudo", en: "Clear all" },
  empty: { "pt-BR": "Nenhuma página recente.", en: "No recent pages." },
  remove: { "pt-BR": "Remover {name} do histórico", en: "Remove {name} from history" },
});

export const RECENT_PAGES_LIMIT = 10;
export const initialRecentPagesState: RecentPagesState = { pages: [] };

/** Spec §2: each entry links to its stored path plus its optional query. */
export function recentPageHref(page: Pick<RecentPage, "link" | "query">): string {
  const query = page.query?.replace(/^\?/, "");
  return query ? `${page.link}?${query}` : page.link;
}

/** Spec §2, the history speed-dial: newest first, one entry per address, a close per item and 'Clear all'. */
export function recentPagesReducer(state: RecentPagesState, action: RecentPagesAction): RecentPagesState {
  switch (action.type) {
    case "visited": {
      const href = recentPageHref(action.page);
      const others = state.pages.filter((page) => recentPageHref(page) !== href && page.id !== action.page.id);
      return { pages: [action.page, ...others].slice(0, RECENT_PAGES_LIMIT) };
    }
    case "removed":
      return { pages: state.pages.filter((page) => page.id !== action.id) };
    case "cleared":
      return { pages: [] };
  }
}
