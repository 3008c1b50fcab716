import { type EntityName, entityApi, type HttpClient } from "@seleta/api-client";
import { type AnyEntity, entityRoute, formErrorSummary, indexEntry } from "@seleta/domain";
import { EntityForm, entityFormMessages, type LoadRelationOptions, UnsavedChangesDialog } from "@seleta/domain/widgets";
import type { FieldOption } from "@seleta/ui";
import { useEffect, useMemo, useRef, useState } from "react";
import { useActionData, useBlocker, useNavigation, useSubmit } from "react-router";
import { useHydrated } from "../forms/useHydrated";
import { useHttp } from "../services/ServicesProvider";
import type { EntityFormRedraw } from "./entityFormData";
import * as css from "./entityPages.css";
import { useEntityText } from "./useEntityText";

type FormValues = Readonly<Record<string, unknown>>;

type Props = {
  readonly entity: AnyEntity;
  /** The record to edit; none: a new one. */
  readonly record?: FormValues & { readonly id: number };
  /** The options each relation starts with (the route's loader read them). */
  readonly relationOptions?: Readonly<Record<string, readonly FieldOption[]>>;
};

const PICKER_SIZE = 20;

/** Where a record's form posts: its page with `?edit` (a refusal draws the form there again), or `/new`. */
export function entityFormPath(entity: AnyEntity, id?: number): string {
  return id === undefined
    ? entityRoute(entity, { kind: "new" })
    : `${entityRoute(entity, { kind: "detail", id })}?edit`;
}

/** A relation picker's options: the related list's first records matching what was typed, by their titles. */
export function relationSearch(http: HttpClient): LoadRelationOptions {
  return async (target, filterText, signal) => {
    const related = indexEntry(target);
    if (!related) return [];
    const text = filterText.trim();
    const page = await entityApi(http, related.name as EntityName).list(
      { per_page: PICKER_SIZE, ...(text ? { terms_search: text } : {}) },
      signal,
    );
    return page.records.map((item) => {
      const row = item as Readonly<Record<string, unknown>>;
      const title = row[related.titleField];
      return { id: String(row.id), label: typeof title === "string" && title ? title : `#${String(row.id)}` };
    });
  };
}

/**
 * Spec §2 new / edit page of an entity: the registry's one form (`EntityForm`), posted to the entity route's action
 * (entityForm.server.ts) by the router, enhanced: relation pickers that search the related list, checks as you
 * type, the server's messages under their fields ('Preencha corretamente os campos' above), Save and Back in the
 * bottom action bar, and a question before leaving with unsaved changes. Without script the same form posts to the
 * same action.
 */
export function EntityFormPage({ entity, record, relationOptions }: Props) {
  const http = useHttp();
  const { message, t, locale } = useEntityText();
  const redraw = useActionData() as EntityFormRedraw | undefined;
  const navigation = useNavigation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const [dirty, setDirty] = useState(false);
  // A save on its way leaves the page on success: that is not a loss of changes.
  const saving = useRef(false);
  useEffect(() => {
    if (redraw) saving.current = false;
  }, [redraw]);
  // A form drawn again (a row's button, a refused save) holds what was typed and not saved: still changed.
  const changed = dirty || redraw !== undefined;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changed &&
      !saving.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const action = entityFormPath(entity, record?.id);

  const loadOptions = useMemo(() => relationSearch(http), [http]);

  const title = record
    ? t("entities.form.editTitle", { entity: message(entity.label.one) })
    : t("entities.form.newTitle", { entity: message(entity.label.one) });
  // Without script the form says nothing of its own: the page says why it was refused.
  const summary =
    redraw?.problem?.kind === "fields"
      ? formErrorSummary(locale)
      : redraw?.problem?.kind === "message"
        ? redraw.problem.text
        : redraw?.problem?.kind === "failed"
          ? message(entityFormMessages.messages.saveFailed)
          : undefined;

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{title}</h1>
      </header>
      <EntityForm
        entity={entity}
        values={redraw?.values ?? record}
        errors={redraw?.errors}
        summary={summary}
        mode={record ? "update" : "create"}
        relationOptions={relationOptions}
        action={action}
        backHref={record ? entityRoute(entity, { kind: "detail", id: record.id }) : entityRoute(entity)}
        // The server draws the document form, which posts without script; scripts put the richer one in its place.
        enhanced={
          hydrated
            ? {
                loadOptions,
                isSubmitting: navigation.state === "submitting",
                onDirtyChange: setDirty,
                submit: (form, submitter) => {
                  const button =
                    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
                  saving.current = button === null || button.value === "save";
                  submit(button ?? form, { method: "post", action });
                },
              }
            : undefined
        }
      />
      <UnsavedChangesDialog
        isOpen={blocker.state === "blocked"}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </div>
  );
}
