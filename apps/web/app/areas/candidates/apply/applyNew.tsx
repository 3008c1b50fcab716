/**
 * `/candidates/jobs/{job_uid}/applies/new` (spec §2): the job's summary, its questions and the consent; after
 * sending, a confirmation with the way to Candidaturas. Without a job the page sends to the job board; a candidate
 * who applied already sees that instead of the form.
 */
import { candidateApplyMutations, candidateApplyQueries, isApiError } from "@seleta/api-client";
import { type AnswerSubmission, QuestionAnswerForm } from "@seleta/domain/candidate-widgets";
import { ButtonLink, Card } from "@seleta/ui";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { redirect } from "react-router";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import { requireCandidate } from "../guard";
import type { Route } from "./+types/applyNew";
import * as css from "./apply.css";

/** Where the candidate follows their applications. */
const CANDIDACY_PATH = "/candidates/candidacy";

/** The candidate, then the job's form; no job named: the job board. */
async function loadApplyNew(request: Request, uid: string | undefined, services: AppServices) {
  if (!uid) throw redirect("/jobs");
  await requireCandidate(request, services);
  await pageData(services.queryClient.ensureQueryData(candidateApplyQueries.form(services.http, uid)));
  return { uid };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadApplyNew(request, params.job_uid, requestServices({ request, context }));
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadApplyNew(request, params.job_uid, appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export default function ApplyNew({ loaderData }: Route.ComponentProps) {
  const http = useHttp();
  const intl = useIntl();
  const { uid } = loaderData;
  const form = useSuspenseQuery(candidateApplyQueries.form(http, uid));
  const send = useMutation(candidateApplyMutations.send(http));
  const [sent, setSent] = useState(false);
  const { job } = form.data;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  if (sent) {
    return (
      <div className={css.page}>
        <h1 className={css.title}>{t("candidateApply.sentTitle")}</h1>
        <p role="status">{t("candidateApply.sentLead", { job: job.title })}</p>
        <div>
          <ButtonLink href={CANDIDACY_PATH}>{t("candidateApply.toCandidacy")}</ButtonLink>
        </div>
      </div>
    );
  }

  if (form.data.applied) {
    return (
      <div className={css.page}>
        <h1 className={css.title}>{t("candidateApply.alreadyTitle")}</h1>
        <p>
          {t("candidateApply.alreadyLead", {
            job: job.title,
            date: intl.formatDate(form.data.applied.applied_at, { dateStyle: "long" }),
          })}
        </p>
        <div>
          <ButtonLink href={CANDIDACY_PATH}>{t("candidateApply.toCandidacy")}</ButtonLink>
        </div>
      </div>
    );
  }

  const handleSubmit = ({ answers, videos }: AnswerSubmission) => {
    send.mutate(
      {
        uid,
        body: {
          answers,
          questions_version: form.data.questions_version,
          consent: true,
          consent_version: form.data.consent_version,
        },
        videos,
      },
      { onSuccess: () => setSent(true) },
    );
  };
  const refusal = isApiError(send.error) ? send.error : undefined;
  const place = [job.city, job.state].filter(Boolean).join(" - ");

  return (
    <div className={css.page}>
      <h1 className={css.title}>{t("candidateApply.title", { job: job.title })}</h1>
      {place ? <p className={css.muted}>{t("candidateApply.location", { place })}</p> : null}
      {job.description_html ? (
        <Card as="section" title={t("candidateApply.aboutJob")} headingLevel={2}>
          {/* Sanitised by the API for the public page (text structure only). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API's sanitised HTML of the job's description. */}
          <div className={css.description} dangerouslySetInnerHTML={{ __html: job.description_html }} />
        </Card>
      ) : null}
      <Card as="section" title={t("candidateApply.questionsHeading")} headingLevel={2}>
        {form.data.questions.length === 0 ? <p className={css.muted}>{t("candidateApply.noQuestions")}</p> : null}
        <QuestionAnswerForm
          questions={form.data.questions}
          limits={form.data.limits}
          askConsent
          isSubmitting={send.isPending}
          serverErrors={refusal?.fields}
          formError={send.error ? (refusal?.message ?? t("candidateApply.sendError")) : undefined}
          onSubmit={handleSubmit}
        />
      </Card>
    </div>
  );
}
