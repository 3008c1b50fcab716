/**
 * `/candidates/curriculum` (spec §2): the candidate's CV. Sending a PDF or DOCX replaces the one on record; the
 * answer comes once it is stored and the page then follows the reading of its text (pending → read, not read,
 * failed), asking the API again every few seconds while it is pending. A refused file leaves the CV on record as it
 * was and says why in the candidate's language (the server's message).
 */
import { candidateCvMutations, candidateCvQueries, type DataFile, isApiError, isReadingText } from "@seleta/api-client";
import { type CvFile, CvUpload } from "@seleta/domain/candidate-widgets";
import { showToast } from "@seleta/ui";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp, useToasts } from "../../../services/ServicesProvider";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import type { Route } from "./+types/curriculum";
import * as css from "./curriculum.css";

/** How often the page asks whether the text has been read (the job takes about a second for a CV). */
const READING_POLL_MS = 1500;

async function loadCurriculum({ http, queryClient }: Pick<AppServices, "http" | "queryClient">) {
  await pageData(queryClient.ensureQueryData(candidateCvQueries.current(http)));
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCurriculum(requestServices({ request, context }));
}

export async function clientLoader() {
  return loadCurriculum(appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

function cvFileOf(file: DataFile): CvFile {
  return { name: file.name, size: file.size, createdAt: file.created_at, url: file.url, textStatus: file.text_status };
}

export default function CurriculumPage() {
  const intl = useIntl();
  const http = useHttp();
  const toasts = useToasts();
  const text = (id: string) => intl.formatMessage({ id });
  const { data } = useSuspenseQuery({
    ...candidateCvQueries.current(http),
    refetchInterval: (query) => (isReadingText(query.state.data?.curriculum?.text_status) ? READING_POLL_MS : false),
  });
  const upload = useMutation(candidateCvMutations.upload(http));
  const remove = useMutation(candidateCvMutations.remove(http));
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const messageOf = (cause: unknown) => (isApiError(cause) ? cause.message : text("candidateCv.uploadFailed"));

  const handleUpload = (file: File) => {
    setError(null);
    setUploading({ name: file.name, percent: 0 });
    upload.mutate(
      {
        file,
        fileName: file.name,
        locale: intl.locale,
        onProgress: (percent) => setUploading({ name: file.name, percent }),
      },
      {
        onSuccess: () => showToast(toasts, { title: text("candidateCv.sent"), tone: "success" }),
        onError: (cause) => setError(messageOf(cause)),
        onSettled: () => setUploading(null),
      },
    );
  };
  const handleRemove = async () => {
    if (!data.curriculum) return;
    setError(null);
    try {
      await remove.mutateAsync(data.curriculum.id);
      showToast(toasts, { title: text("candidateCv.removed"), tone: "success" });
    } catch (cause) {
      setError(messageOf(cause));
    }
  };

  return (
    <div className={css.page}>
      <h1 className={css.title}>{text("candidateCv.title")}</h1>
      <p className={css.lead}>{text("candidateCv.lead")}</p>
      <CvUpload
        current={data.curriculum ? cvFileOf(data.curriculum) : null}
        uploading={uploading}
        error={error}
        maxSizeMb={data.max_megabytes}
        onUpload={handleUpload}
        onRemove={handleRemove}
      />
    </div>
  );
}
