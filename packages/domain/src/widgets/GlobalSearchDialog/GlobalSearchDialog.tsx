import { TIMING } from "@seleta/brand-themes";
import {
  Dialog,
  Icon,
  SearchIcon,
  Spinner,
  searchBox,
  searchBoxShortcut,
  searchBoxText,
  TextField,
  type TextFieldProps,
  type ToastContent,
  ToggleChip,
} from "@seleta/ui";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button as AriaButton, Header, ListBox, ListBoxItem, ListBoxSection } from "react-aria-components";
import type { EntityIcon, GlobalSearchKind } from "../../entities/defineEntity";
import { GLOBAL_SEARCH_KINDS, globalSearchChipMessages, globalSearchEntity } from "../../entities/globalSearch";
import {
  type GlobalSearchRequest,
  type GlobalSearchResult,
  globalSearchMessages,
  globalSearchReducer,
  initialGlobalSearchState,
} from "../../state/globalSearch";
import { entityGlyph } from "../entityIcons";
import { useMessage } from "../useMessage";
import { useWidgetReducer } from "../useWidgetReducer";
import * as css from "./GlobalSearchDialog.css";

const M = globalSearchMessages.messages;

/** One result card (spec §3: entity and id, plus what the card shows). */
export type GlobalSearchItem = GlobalSearchResult & {
  readonly title: string;
  readonly subtitle?: string | null;
  readonly icon?: EntityIcon;
  readonly link?: string;
};

/** Spec §7 `GET /recruiters/global_searchs?term&entity`: the term and the registry names of the chips that are on. */
export type GlobalSearchQuery = { readonly term: string; readonly entities: readonly string[] };

export type GlobalSearchDialogProps = {
  /** Runs one search; an answer that arrives after a newer search started is dropped. */
  onSearch: (query: GlobalSearchQuery, signal: AbortSignal) => Promise<readonly GlobalSearchItem[]>;
  /** A result was chosen (click or Enter); the dialog closes. */
  onOpenResult: (item: GlobalSearchItem) => void;
  /** 'Please select at least one entity to search' when the last chip goes off (spec §5). */
  onToast?: (toast: ToastContent) => void;
  /** Typing waits this long before searching (spec §9: 800 ms). */
  debounceMs?: number;
  /** Shows the bar's read-only search box; off when the app places its own opener (Ctrl/⌘+K still opens). */
  showSearchBox?: boolean;
  defaultOpen?: boolean;
};

const KIND_OF_ENTITY = new Map<string, GlobalSearchKind>(
  GLOBAL_SEARCH_KINDS.map((kind) => [globalSearchEntity(kind).name, kind]),
);
const keyOf = (item: GlobalSearchResult) => `${item.entity}:${item.id}`;
const isApple = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * Spec §2/§4 global search: six entity chips all on at start; the search reruns on a term change (debounced),
 * a chip change, Enter and every opening; closing clears. Results come grouped by kind: arrow keys move through
 * them (ArrowDown from the field enters the list), Enter opens one. Ctrl/⌘+K or the read-only box opens it.
 */
export function GlobalSearchDialog({
  onSearch,
  onOpenResult,
  onToast,
  debounceMs = TIMING.searchDebounce,
  showSearchBox = true,
  defaultOpen = false,
}: GlobalSearchDialogProps) {
  const t = useMessage();
  const [failedRequest, setFailedRequest] = useState<number | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const dispatchRef = useRef<(action: Parameters<typeof globalSearchReducer>[1]) => void>(() => {});

  const search = useCallback(
    (payload: unknown) => {
      const request = payload as GlobalSearchRequest;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const entities = JSON.parse(request.entity) as string[];
      onSearch({ term: request.term, entities }, controller.signal).then(
        (results) => dispatchRef.current({ type: "resultsReceived", requestId: request.requestId, results }),
        () => {
          if (controller.signal.aborted) return;
          setFailedRequest(request.requestId);
          dispatchRef.current({ type: "resultsReceived", requestId: request.requestId, results: [] });
        },
      );
    },
    [onSearch],
  );

  const [state, dispatch] = useWidgetReducer(globalSearchReducer, initialGlobalSearchState, {
    calls: { search },
    onToast,
  });
  dispatchRef.current = dispatch;

  const [draft, setDraft] = useState("");
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listRef = useRef<HTMLDivElement>(null);
  const clearDebounce = () => clearTimeout(debounce.current);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const open = useCallback(() => dispatch({ type: "opened" }), [dispatch]);
  const close = () => {
    clearDebounce();
    inFlight.current?.abort();
    setDraft("");
    setFailedRequest(null);
    dispatch({ type: "closed" });
  };

  useEffect(() => {
    if (defaultOpen) open();
  }, [defaultOpen, open]);

  // Ctrl+K (⌘+K on Apple keyboards) from anywhere on the page.
  useEffect(() => {
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      open();
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [open]);

  const handleTermChange = (value: string) => {
    setDraft(value);
    clearDebounce();
    debounce.current = setTimeout(() => dispatch({ type: "termChanged", term: value }), debounceMs);
  };

  const handleFieldKeyDown: TextFieldProps["onKeyDown"] = (event) => {
    if (event.key === "Enter") {
      clearDebounce();
      dispatch(draft === state.term ? { type: "enterPressed" } : { type: "termChanged", term: draft });
    } else if (event.key === "ArrowDown" && state.results.length > 0) {
      event.preventDefault();
      listRef.current?.focus();
    } else {
      // react-aria stops a handled key event by default: Escape must still reach the dialog and close it.
      event.continuePropagation();
    }
  };

  const groups = useMemo(() => {
    const items = state.results as readonly GlobalSearchItem[];
    return GLOBAL_SEARCH_KINDS.map((kind) => ({
      kind,
      items: items.filter((item) => KIND_OF_ENTITY.get(item.entity) === kind),
    })).filter((group) => group.items.length > 0);
  }, [state.results]);

  const failed = failedRequest !== null && failedRequest === state.requestId && !state.loading;

  return (
    <>
      {showSearchBox ? (
        <AriaButton className={searchBox} onPress={open} aria-keyshortcuts="Control+K Meta+K">
          <Icon icon={SearchIcon} size="sm" />
          <span className={searchBoxText}>{t(M.placeholder)}</span>
          <span className={searchBoxShortcut} aria-hidden="true">
            {isApple() ? "⌘K" : "Ctrl K"}
          </span>
        </AriaButton>
      ) : null}
      <Dialog
        title={t(M.title)}
        size="search"
        isOpen={state.open}
        onOpenChange={(isOpen) => (isOpen ? open() : close())}
      >
        <div className={css.body}>
          <TextField
            label={t(M.placeholder)}
            value={draft}
            onChange={handleTermChange}
            onKeyDown={handleFieldKeyDown}
            autoFocus
          />
          <fieldset className={css.chips} aria-label={t(M.entities)}>
            {GLOBAL_SEARCH_KINDS.map((kind) => (
              <ToggleChip
                key={kind}
                isSelected={state.chips[kind]}
                onChange={() => dispatch({ type: "chipToggled", kind })}
              >
                {t(globalSearchChipMessages.messages[kind])}
              </ToggleChip>
            ))}
          </fieldset>
          {state.loading ? (
            <div className={css.status}>
              <Spinner size="sm" label={t(M.loading)} />
              <span aria-hidden="true">{t(M.loading)}</span>
            </div>
          ) : failed ? (
            <p className={`${css.status} ${css.error}`} role="alert">
              {t(M.failed)}
            </p>
          ) : groups.length === 0 ? (
            <p className={css.status}>{t(M.empty)}</p>
          ) : (
            <ListBox
              ref={listRef}
              aria-label={t(M.results)}
              className={css.listBox}
              selectionMode="none"
              onAction={(key) => {
                const item = (state.results as readonly GlobalSearchItem[]).find((r) => keyOf(r) === key);
                if (!item) return;
                onOpenResult(item);
                close();
              }}
            >
              {groups.map((group) => (
                <ListBoxSection key={group.kind} id={group.kind} className={css.section}>
                  <Header className={css.sectionHeader}>{t(globalSearchChipMessages.messages[group.kind])}</Header>
                  {group.items.map((item) => (
                    <ListBoxItem key={keyOf(item)} id={keyOf(item)} textValue={item.title} className={css.item}>
                      <span className={css.itemIcon} aria-hidden="true">
                        <Icon icon={entityGlyph(item.icon ?? globalSearchEntity(group.kind).icon)} size="sm" />
                      </span>
                      <span className={css.itemText}>
                        {/* Plain text, no label/description slots: the option's name is all it shows. */}
                        <span className={css.itemTitle}>{item.title}</span>
                        {item.subtitle ? <span className={css.itemSubtitle}>{item.subtitle}</span> : null}
                      </span>
                    </ListBoxItem>
                  ))}
                </ListBoxSection>
              ))}
            </ListBox>
          )}
        </div>
      </Dialog>
    </>
  );
}
