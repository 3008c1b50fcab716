/**
 * One page of the candidate's profile, drawn from the domain's description (`candidateProfilePages`) as a document
 * without scripts (renderingModes.ts): the registry's form for the page's fields in their groups, the sensitive
 * groups' notes, the structures' rows (`EntityForm`), posted to the page's own `action`:
 * - Save → `PATCH /candidates/profile` with the parsed fields → 303 to the page with `?saved=1` (a reload sends nothing
 *   twice), which the frame says as "Dados salvos";
 * - a row's Add or Remove → the form drawn again with the row more or less, what was typed kept, nothing saved;
 * - a refusal → what was typed, each field's message under it, the summary in the frame.
 * Leaving with unsaved changes is not asked about: a document has no script to ask it.
 */
import { candidateProfileQueries } from "@seleta/api-client";
import {
  type CandidateProfilePage,
  candidateProfilePages,
  EntityForm,
  useMessage,
} from "@seleta/domain/candidate-widgets";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { useActionData, useLoaderData } from "react-router";
import { useHttp } from "../../../services/ServicesProvider";
import { CandidatePage, type CandidatePageStatus } from "../frame/CandidatePage";
import { type ProfileFormRefusal, profilePageForm } from "./profileSectionForm";

function useStatus(saved: boolean, refusal: ProfileFormRefusal | undefined): CandidatePageStatus | undefined {
  const intl = useIntl();
  const problem = refusal?.problem;
  if (problem?.kind === "invalid")
    return { tone: "danger", text: intl.formatMessage({ id: "candidatePages.profile.invalid" }) };
  if (problem?.kind === "failed")
    return { tone: "danger", text: problem.message ?? intl.formatMessage({ id: "candidatePages.profile.failed" }) };
  if (saved && !refusal) return { tone: "success", text: intl.formatMessage({ id: "candidatePages.profile.saved" }) };
  return undefined;
}

export function CandidateSectionPage({ page }: { readonly page: CandidateProfilePage }) {
  const http = useHttp();
  const text = useMessage();
  const { data: profile } = useSuspenseQuery(candidateProfileQueries.profile(http));
  const { saved } = useLoaderData<{ saved: boolean }>();
  const refusal = useActionData<ProfileFormRefusal>();
  const description = candidateProfilePages[page];
  const { entity, scope, path } = profilePageForm(page);
  const status = useStatus(saved, refusal);
  const sectionNotes = Object.fromEntries(
    description.groups.flatMap((group) => (group.note ? [[group.section, text(group.note)]] : [])),
  );
  return (
    <CandidatePage title={text(description.title)} width="narrow" status={status}>
      <EntityForm
        entity={entity}
        scope={scope}
        values={refusal?.values ?? (profile as Readonly<Record<string, unknown>>)}
        errors={refusal?.errors}
        sectionNotes={sectionNotes}
        action={path}
      />
    </CandidatePage>
  );
}
