import { entityPageMutations, entityPageQueries, type StoredPage } from "@seleta/api-client";
import { type AnyEntity, entityRoute, uiMessages } from "@seleta/domain";
import { Button, DeleteIcon, Dialog, IconButton, Link, Spinner, showToast, TextField } from "@seleta/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useHttp, useToasts } from "../services/ServicesProvider";
import * as css from "./entityPages.css";
import { savedViewsFilter } from "./SavedViews";
import { useEntityText } from "./useEntityText";

type Props = {
  readonly entity: AnyEntity;
  /** The list's current address query (without `?`): what "save view" keeps. */
  readonly search: string;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
};

function viewLink(page: StoredPage): string {
  const query = typeof page.query === "string" ? page.query.replace(/^\?/, "") : "";
  return query ? `${page.link}?${query}` : page.link;
}

/**
 * Spec §3 entity pages: the recruiter's saved views of this list. One entry per entity (`type_view` index) holds
 * the views as its pages; saving a name again replaces that view, removing the last view removes the entry. The
 * list's button (SavedViews) loads this dialog on first use.
 */
export function SavedViewsDialog({ entity, search, isOpen, onOpenChange }: Props) {
  const http = useHttp();
  const toasts = useToasts();
  const { t, message } = useEntityText();
  const [name, setName] = useState("");
  const filter = savedViewsFilter(entity);
  const entries = useQuery(entityPageQueries.list(http, filter));
  const save = useMutation(entityPageMutations.save(http));
  const remove = useMutation(entityPageMutations.remove(http));
  const entry = entries.data?.find((candidate) => candidate.custom_entity === null) ?? null;
  const views = entry?.pages ?? [];
  const link = entityRoute(entity);

  const handleSave = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    const page = { id: trimmed, name: trimmed, icon: entity.icon, link, query: search };
    save.mutate(
      { ...filter, pages: [...views.filter((view) => view.name !== trimmed), page] },
      {
        onSuccess: () => {
          setName("");
          showToast(toasts, { title: t("entities.views.saved"), tone: "success" });
        },
        onError: () => showToast(toasts, { title: t("entities.views.saveError"), tone: "danger" }),
      },
    );
  };

  const handleRemove = (view: StoredPage) => {
    if (!entry) return;
    const failed = () =>
      showToast(toasts, { title: message(uiMessages.messages.entityPageRemoveError), tone: "danger" });
    const done = () => showToast(toasts, { title: t("entities.views.removed"), tone: "success" });
    const rest = views.filter((other) => other.name !== view.name);
    if (rest.length === 0) remove.mutate(entry.id, { onSuccess: done, onError: failed });
    else save.mutate({ ...filter, pages: rest }, { onSuccess: done, onError: failed });
  };

  return (
    <Dialog
      title={t("entities.views.title", { entity: message(entity.label.many) })}
      size="md"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {(close) => (
        <div className={css.page}>
          <form
            className={css.saveViewForm}
            onSubmit={(event) => {
              event.preventDefault();
              handleSave();
            }}
          >
            <TextField label={t("entities.views.name")} value={name} onChange={setName} maxLength={160} />
            <Button type="submit" size="sm" isLoading={save.isPending} isDisabled={!name.trim()}>
              {t("entities.views.save")}
            </Button>
          </form>
          {entries.isPending ? <Spinner size="sm" /> : null}
          {entries.isError ? (
            <div role="alert">
              {t("entities.views.loadError")}{" "}
              <Button variant="ghost" size="sm" onPress={() => entries.refetch()}>
                {t("entities.retry")}
              </Button>
            </div>
          ) : null}
          {entries.isSuccess && views.length === 0 ? <p className={css.muted}>{t("entities.views.empty")}</p> : null}
          {views.length > 0 ? (
            <ul className={css.savedViews} aria-label={t("entities.views.button")}>
              {views.map((view) => (
                <li key={view.name} className={css.savedView}>
                  <Link href={viewLink(view)} onPress={close}>
                    {view.name}
                  </Link>
                  <IconButton
                    icon={DeleteIcon}
                    label={t("entities.views.remove", { name: view.name })}
                    variant="ghost"
                    tone="danger"
                    size="sm"
                    onPress={() => handleRemove(view)}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
