/**
 * `/candidates/curriculum` (spec §2): the candidate's CV, a document without scripts (renderingModes.ts). The form
 * posts the chosen PDF or DOCX as `multipart/form-data` to this route's `action`, which hands it to the API's CV
 * upload in-process as the candidate: the API checks it (type by its bytes, size, zip bombs) and stores it, which
 * replaces the CV on record. While the file travels, the progress shown is the browser's own (its loading
 * indicator): the page has no script to draw one.
 * - Sent: 303 back here with `?sent=1`; while its text is being read the page reloads itself every two seconds
 *   (a `refresh` meta, no script) and says so, until the text is read, not read (a scanned PDF) or failed.
 * - Refused: the page again with the API's message in the candidate's language; the CV on record stays as it was.
 * - Removing: a link to the confirmation step (`?confirm=remove`), whose form posts the removal.
 */
import {
  candidateCvQueries,
  type DataFile,
  isReadingText,
  removeCandidateCv,
  uploadCandidateCv,
} from "@seleta/api-client";
import { type CvFile, CvUpload } from "@seleta/domain/candidate-widgets";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import type { AppServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import { CandidatePage, type CandidatePageStatus } from "../frame/CandidatePage";
import type { Route } from "./+types/curriculum";
import {
  CURRICULUM_PATH,
  type CurriculumRefusal,
  CV_FILE_FIELD,
  curriculumPaths,
  curriculumRefusal,
  curriculumView,
  NO_FILE_REFUSAL,
  postedCurriculum,
} from "./curriculumForms";

/** Seconds between the page's reloads while the CV's text is being read (the job takes about a second). */
const READING_REFRESH_SECONDS = 2;

async function loadCurriculum({ http, queryClient }: Pick<AppServices, "http" | "queryClient">) {
  await pageData(queryClient.ensureQueryData(candidateCvQueries.current(http)));
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await loadCurriculum(requestServices({ request, context }));
  return curriculumView(new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { http } = requestServices({ request, context });
  const posted = postedCurriculum(await request.formData());
  let next: string;
  try {
    if (posted.intent === "upload") {
      if (!posted.file) return data<CurriculumRefusal>(NO_FILE_REFUSAL, { status: NO_FILE_REFUSAL.httpStatus });
      await uploadCandidateCv(http, { file: posted.file, fileName: posted.file.name });
      next = curriculumPaths.sent;
    } else if (posted.intent === "remove" && posted.id !== null) {
      await removeCandidateCv(http, posted.id);
      next = curriculumPaths.removed;
    } else {
      const unknownForm: CurriculumRefusal = { values: null, errors: {}, problem: { kind: "failed" }, httpStatus: 400 };
      return data(unknownForm, { status: unknownForm.httpStatus });
    }
  } catch (error) {
    const refusal = curriculumRefusal(error);
    return data<CurriculumRefusal>(refusal, { status: refusal.httpStatus });
  }
  throw redirect(next, 303);
}

export const ErrorBoundary = AreaErrorBoundary;

function cvFileOf(file: DataFile): CvFile {
  return {
    id: file.id,
    name: file.name,
    size: file.size,
    createdAt: file.created_at,
    url: file.url,
    textStatus: file.text_status,
  };
}

export default function CurriculumPage() {
  const intl = useIntl();
  const http = useHttp();
  const text = (id: string) => intl.formatMessage({ id });
  const view = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { data: curriculum } = useSuspenseQuery(candidateCvQueries.current(http));
  const current = curriculum.curriculum ? cvFileOf(curriculum.curriculum) : null;
  const refusalText = refused
    ? refused.problem.kind === "message"
      ? refused.problem.text
      : text(refused.problem.kind === "noFile" ? "candidateCv.noFile" : "candidateCv.uploadFailed")
    : null;
  const status: CandidatePageStatus | undefined = refusalText
    ? { tone: "danger", text: refusalText }
    : view.outcome
      ? { tone: "success", text: text(view.outcome === "sent" ? "candidateCv.sent" : "candidateCv.removed") }
      : undefined;

  return (
    <CandidatePage title={text("candidateCv.title")} lead={text("candidateCv.lead")} width="narrow" status={status}>
      {isReadingText(current?.textStatus) ? (
        <meta httpEquiv="refresh" content={String(READING_REFRESH_SECONDS)} />
      ) : null}
      <CvUpload
        action={CURRICULUM_PATH}
        fileInputName={CV_FILE_FIELD}
        current={current}
        error={refusalText}
        maxSizeMb={curriculum.max_megabytes}
        confirmRemoval={view.confirmRemoval}
        removeHref={curriculumPaths.confirmRemoval}
      />
    </CandidatePage>
  );
}
