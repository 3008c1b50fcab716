import { type EntityPages, entityPageMutations, entityPageQueries } from "@seleta/api-client";
import {
  localeOf,
  messageDescriptor,
  type RecentPage,
  recentPageHref,
  recentPagesMessages,
  recentPagesReducer,
} from "@seleta/domain";
import type { HistorySpeedDialProps } from "@seleta/domain/widgets";
import { Icon, ListIcon, showToast } from "@seleta/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { useServices } from "../../../services/ServicesProvider";
import * as triggers from "./barTriggers.css";
import { DeferredWidget } from "./DeferredWidget";
import {
  RECENT_PAGES_FILTER,
  recentPageOf,
  recentPagesFromStored,
  recentPagesInput,
  renamedRecentPages,
} from "./recentPages";
import type { RecentPageTitle } from "./useRecentPageTitle";

const pickHistorySpeedDial = (widgets: typeof import("./barWidgets")) => widgets.HistorySpeedDial;

/**
 * The history speed-dial at the bottom-left (spec §2): every entity page the recruiter visits is recorded, newest
 * first, in the entity_pages API (entity `recent`), so the list follows them to another browser; a close per item
 * and 'Clear all'.
 */
export type RecentPagesDialProps = {
  /** The current page's own name (`useRecentPageTitle`), which replaces the entity-and-id one. */
  readonly title?: RecentPageTitle | null;
};

export function RecentPagesDial({ title }: RecentPagesDialProps) {
  const { http, toasts } = useServices();
  const intl = useIntl();
  const location = useLocation();
  const queryClient = useQueryClient();
  const list = useMemo(() => entityPageQueries.list(http, RECENT_PAGES_FILTER), [http]);
  const { data, isSuccess } = useQuery(list);
  const save = useMutation(entityPageMutations.save(http));
  const pages = useMemo(() => recentPagesFromStored(data), [data]);

  const store = (next: readonly RecentPage[]) => {
    // Shown at once; the answer (and the refetch the mutation starts) confirms it.
    const previous = queryClient.getQueryData(list.queryKey);
    const stored = recentPagesInput(next).pages as EntityPages["pages"];
    queryClient.setQueryData(list.queryKey, (entries = []) =>
      entries.some((entry) => entry.entity === RECENT_PAGES_FILTER.entity)
        ? entries.map((entry) => (entry.entity === RECENT_PAGES_FILTER.entity ? { ...entry, pages: stored } : entry))
        : // The first visit ever: the entry exists once the save answers; until then, this stand-in.
          [
            ...entries,
            {
              ...RECENT_PAGES_FILTER,
              id: 0,
              custom_entity: null,
              link: null,
              pages: stored,
              created_at: "",
              updated_at: "",
            },
          ],
    );
    save.mutate(recentPagesInput(next), {
      onError: () => {
        queryClient.setQueryData(list.queryKey, previous);
        showToast(toasts, { title: intl.formatMessage({ id: "shell.recentPages.failed" }), tone: "danger" });
      },
    });
  };

  // Each visit to an entity page, once the stored list is known (recording earlier would replace it).
  const recorded = useRef<string | null>(null);
  const latestPages = useRef(pages);
  latestPages.current = pages;
  const latestTitle = useRef(title);
  latestTitle.current = title;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a visit is a change of address, nothing else.
  useEffect(() => {
    if (!isSuccess) return;
    const page = recentPageOf(
      location.pathname,
      location.search,
      (named) =>
        [
          named.isNew ? intl.formatMessage({ id: "shell.recentPages.new" }) : null,
          intl.formatMessage(messageDescriptor(named.label, localeOf(intl.locale))),
          named.suffix ?? null,
        ]
          .filter(Boolean)
          .join(" "),
      new Date().toISOString(),
    );
    if (!page) return;
    const href = recentPageHref(page);
    if (recorded.current === href) return;
    recorded.current = href;
    const current = latestPages.current;
    // Already the newest entry: nothing to write.
    if (current[0] && recentPageHref(current[0]) === href) return;
    // The page may have told its own name before the list was known.
    const named = latestTitle.current?.href === href ? { ...page, name: latestTitle.current.name } : page;
    store(recentPagesReducer({ pages: current }, { type: "visited", page: named }).pages);
  }, [isSuccess, location.pathname, location.search]);

  // A page's own name arrives (its record loaded): the entry takes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new name, or the list it applies to, is what counts.
  useEffect(() => {
    if (!title || !isSuccess) return;
    const renamed = renamedRecentPages(pages, title.href, title.name);
    if (renamed) store(renamed);
  }, [title, pages, isSuccess]);

  return (
    <DeferredWidget<HistorySpeedDialProps>
      pick={pickHistorySpeedDial}
      props={{ pages, onChange: store }}
      openWithKeyboard
      renderTrigger={(trigger) => (
        <div className={triggers.dial}>
          <button
            type="button"
            className={triggers.fab}
            aria-label={intl.formatMessage({ id: recentPagesMessages.messages.title.id })}
            aria-expanded={false}
            {...trigger}
          >
            <span className={triggers.glyph} aria-hidden="true">
              <Icon icon={ListIcon} size="md" />
            </span>
          </button>
        </div>
      )}
    />
  );
}
