import { type EntityName, globalSearch } from "@seleta/api-client";
import { GlobalSearchDialog, type GlobalSearchDialogProps } from "@seleta/domain/widgets";
import { showToast } from "@seleta/ui";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useServices } from "../../../services/ServicesProvider";

/**
 * The global search dialog (spec §2/§4) wired to `GET /recruiters/global_searchs`; a result opens its record. Loaded
 * on the first opening (GlobalSearch.tsx keeps the bar's box and Ctrl/⌘+K until then), opened as it mounts.
 */
export function GlobalSearchPanel() {
  const { http, toasts } = useServices();
  const navigate = useNavigate();
  const handleSearch = useCallback<GlobalSearchDialogProps["onSearch"]>(
    (query, signal) => globalSearch(http, { term: query.term, entities: query.entities as EntityName[] }, signal),
    [http],
  );
  return (
    <GlobalSearchDialog
      defaultOpen
      showSearchBox={false}
      onSearch={handleSearch}
      onOpenResult={(item) => {
        if (item.link) navigate(item.link);
      }}
      onToast={(toast) => showToast(toasts, toast)}
    />
  );
}
