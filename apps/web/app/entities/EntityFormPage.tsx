import { type EntityName, entityApi, entityMutations, type Saved } from "@seleta/api-client";
import { type AnyEntity, entityRoute, findEntity } from "@seleta/domain";
import { sortedCountries } from "@seleta/domain/countries";
import {
  EntityForm,
  EntityFormSaveError,
  type LoadRelationOptions,
  UnsavedChangesDialog,
} from "@seleta/domain/widgets";
import { type FieldOption, Spinner, showToast } from "@seleta/ui";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useMemo, useRef, useState } from "react";
import { useBlocker, useNavigate } from "react-router";
import { useHttp, useToasts } from "../services/ServicesProvider";
import * as css from "./entityPages.css";
import { formFieldErrors } from "./formFieldErrors";
import { useEntityText } from "./useEntityText";
import { useRelationLabels } from "./useRelationLabels";

type FormValues = Readonly<Record<string, unknown>>;

type Props = {
  readonly entity: AnyEntity;
  /** The record to edit; none: a new one. */
  readonly record?: FormValues & { readonly id: number };
  /** Where Back and a finished edit go (the record's page); the list for a new record. */
  readonly onDone?: () => void;
};

const PICKER_SIZE = 20;

/**
 * Spec §2 new / edit page of an entity: the registry's form, the server's field errors under their fields
 * ('Preencha corretamente os campos' above), relation pickers that search the related list, Save and Back in the
 * bottom action bar, and a question before leaving with unsaved changes.
 */
export function EntityFormPage({ entity, record, onDone }: Props) {
  const http = useHttp();
  const toasts = useToasts();
  const navigate = useNavigate();
  const { message, t, locale } = useEntityText();
  const name = entity.name as EntityName;
  const create = useMutation(entityMutations(http, name).create());
  const update = useMutation(entityMutations(http, name).update());
  const [dirty, setDirty] = useState(false);
  // A save that leaves the page is not a loss of changes.
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  const relationFields = useMemo(
    () => entity.fieldList.map((field) => ({ key: field.key, relation: field.relation?.entity ?? null })),
    [entity],
  );
  const rows = useMemo(() => (record ? [record] : []), [record]);
  const { labels, isLoading } = useRelationLabels(rows, relationFields);
  const countryOptions = useMemo<FieldOption[]>(
    () => sortedCountries(locale).map((country) => ({ id: country.key, label: country.label[locale] })),
    [locale],
  );

  const loadOptions: LoadRelationOptions = useCallback(
    async (target, filterText, signal) => {
      const related = findEntity(target);
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
    },
    [http],
  );

  const back = () => {
    if (onDone) onDone();
    else navigate(entityRoute(entity));
  };

  const handleSave = async (payload: Record<string, unknown>) => {
    let saved: Saved<EntityName>;
    try {
      saved = record
        ? await update.mutateAsync({ id: record.id, patch: payload as never })
        : await create.mutateAsync(payload as never);
    } catch (error) {
      const fields = formFieldErrors(error);
      // Field messages go under their fields; anything else is the form's own 'try again later' toast.
      if (fields) throw new EntityFormSaveError(fields);
      throw error;
    }
    const duplicates = (saved as { duplicates?: { name: string }[] }).duplicates ?? [];
    if (duplicates.length > 0) {
      showToast(toasts, {
        title: t("entities.duplicates", { names: duplicates.map((duplicate) => duplicate.name).join(", ") }),
        tone: "warning",
      });
    }
    const id = (saved.record as { id: number }).id;
    leaving.current = true;
    if (record && onDone) onDone();
    else navigate(entityRoute(entity, { kind: "detail", id }), { replace: !record });
    return saved.record as FormValues;
  };

  const title = record
    ? t("entities.form.editTitle", { entity: message(entity.label.one) })
    : t("entities.form.newTitle", { entity: message(entity.label.one) });

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{title}</h1>
      </header>
      {record && isLoading ? (
        <div className={css.centered}>
          <Spinner size="lg" label={t("entities.loading")} />
        </div>
      ) : (
        <EntityForm
          entity={entity}
          record={record}
          onSave={handleSave}
          onBack={back}
          onDirtyChange={setDirty}
          onToast={(toast) => showToast(toasts, toast)}
          loadOptions={loadOptions}
          relationLabels={labels}
          countryOptions={countryOptions}
        />
      )}
      <UnsavedChangesDialog
        isOpen={blocker.state === "blocked"}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </div>
  );
}
