import { recentPageHref } from "@seleta/domain";
import { createContext, useContext, useEffect } from "react";
import { useLocation } from "react-router";
import { recentAddress } from "./recentPages";

/** A page's own name for its entry in the history speed-dial, for the address it was given at. */
export type RecentPageTitle = { readonly href: string; readonly name: string };

export const RecentPageTitleContext = createContext<((title: RecentPageTitle) => void) | null>(null);

/**
 * For a record page of the recruiter area: the name its recent-page entry shows — the record's title ("Ana Souza")
 * instead of the entity and id the shell records by itself ("Candidato #12"). Pass undefined while loading.
 */
export function useRecentPageTitle(name: string | null | undefined): void {
  const report = useContext(RecentPageTitleContext);
  const { pathname, search } = useLocation();
  useEffect(() => {
    const trimmed = name?.trim();
    if (!report || !trimmed) return;
    report({ href: recentPageHref(recentAddress(pathname, search)), name: trimmed });
  }, [report, name, pathname, search]);
}
