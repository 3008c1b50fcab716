import { entityPageQueries } from "@seleta/api-client";
import type { AnyEntity, EntityName } from "@seleta/domain";
import { Button, dialogButtonProps, lazyWithPreload, preloadOnIntent, useOpenedOnce } from "@seleta/ui";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { useHttp } from "../services/ServicesProvider";
import { useEntityText } from "./useEntityText";

/** The saved views' dialog (its form, list and react-aria's overlay code) loads on first use, preloaded on intent. */
const SavedViewsDialog = lazyWithPreload(() => import("./SavedViewsDialog").then((module) => module.SavedViewsDialog));

/** The saved views of a list: one entry per entity, its `index` view. */
export function savedViewsFilter(entity: AnyEntity) {
  return { entity: entity.name as EntityName, type_view: "index" as const };
}

type Props = {
  readonly entity: AnyEntity;
  /** The list's current address query (without `?`): what "save view" keeps. */
  readonly search: string;
};

/** The list's saved views button (spec §3 entity pages) and the dialog it opens (SavedViewsDialog). */
export function SavedViews({ entity, search }: Props) {
  const http = useHttp();
  const { t } = useEntityText();
  const [isOpen, setOpen] = useState(false);
  const opened = useOpenedOnce(isOpen);
  // Asked for with the page, as the dialog shows them at once when opened.
  useQuery(entityPageQueries.list(http, savedViewsFilter(entity)));
  return (
    <>
      <Button
        variant="outline"
        tone="neutral"
        size="sm"
        {...preloadOnIntent(SavedViewsDialog)}
        {...dialogButtonProps(isOpen, () => setOpen(true))}
      >
        {t("entities.views.button")}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SavedViewsDialog entity={entity} search={search} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
