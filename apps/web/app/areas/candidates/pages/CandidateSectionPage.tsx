/**
 * One page of the candidate's profile, drawn from the domain's description (`candidateProfilePages`): the
 * registry's form for the page's fields in their groups, the sensitive groups' notes, the structures' item inputs;
 * saved with `PATCH /candidates/profile` (a success toast; the server's field messages under their fields; what was
 * typed stays on any error), and a question before leaving with unsaved changes.
 */
import { type CandidateProfilePatch, candidateProfileMutations, candidateProfileQueries } from "@seleta/api-client";
import type { Locale } from "@seleta/domain";
import {
  type CandidateProfilePage,
  candidateProfilePages,
  candidates,
  EntityForm,
  EntityFormSaveError,
  profilePageEntity,
  structureFieldsOf,
  UnsavedChangesDialog,
  useLocale,
  useMessage,
} from "@seleta/domain/candidate-widgets";
import { type FieldOption, showToast } from "@seleta/ui";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useBlocker } from "react-router";
import { formFieldErrors } from "../../../entities/formFieldErrors";
import { useHttp, useToasts } from "../../../services/ServicesProvider";
import * as css from "./pages.css";

type FormValues = Readonly<Record<string, unknown>>;

/**
 * The country list (every country's name in both languages, the page's largest module) loads only for a page with a
 * country field, after hydration: until then a country is typed as its ISO code, as the server renders it.
 */
function useCountryOptions(needed: boolean, locale: Locale): FieldOption[] | undefined {
  const [options, setOptions] = useState<FieldOption[]>();
  useEffect(() => {
    if (!needed) return;
    let current = true;
    void import("@seleta/domain/countries").then(({ sortedCountries }) => {
      if (current)
        setOptions(sortedCountries(locale).map((country) => ({ id: country.key, label: country.label[locale] })));
    });
    return () => {
      current = false;
    };
  }, [needed, locale]);
  return options;
}

export function CandidateSectionPage({ page }: { readonly page: CandidateProfilePage }) {
  const http = useHttp();
  const toasts = useToasts();
  const text = useMessage();
  const locale = useLocale();
  const { data: profile } = useSuspenseQuery(candidateProfileQueries.profile(http));
  const update = useMutation(candidateProfileMutations.update(http));
  const description = candidateProfilePages[page];
  const entity = useMemo(() => profilePageEntity(candidates, page), [page]);
  const structureFields = useMemo(() => structureFieldsOf(entity.fieldList), [entity]);
  const sectionNotes = Object.fromEntries(
    description.groups.flatMap((group) => (group.note ? [[group.section, text(group.note)]] : [])),
  );
  const countryOptions = useCountryOptions(
    entity.fieldList.some((field) => field.kind === "country"),
    locale,
  );
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  const handleSave = async (payload: Record<string, unknown>): Promise<FormValues> => {
    try {
      return (await update.mutateAsync(payload as CandidateProfilePatch)) as FormValues;
    } catch (error) {
      const fields = formFieldErrors(error, "candidate");
      if (fields) throw new EntityFormSaveError(fields);
      throw error;
    }
  };

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{text(description.title)}</h1>
      </header>
      <EntityForm
        key={page}
        entity={entity}
        record={profile as FormValues}
        mode="update"
        onSave={handleSave}
        onDirtyChange={setDirty}
        onToast={(toast) => showToast(toasts, toast)}
        sectionNotes={sectionNotes}
        structureFields={structureFields}
        countryOptions={countryOptions}
      />
      <UnsavedChangesDialog
        isOpen={blocker.state === "blocked"}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </div>
  );
}
