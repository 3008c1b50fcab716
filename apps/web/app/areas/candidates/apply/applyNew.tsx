/**
 * `/candidates/jobs/{job_uid}/applies/new` (spec §2): the job's summary, its questions and the consent; after
 * sending, a confirmation with the way to Candidaturas. Without a job the page sends to the job board; a candidate
 * who applied already sees that instead of the form.
 *
 * A document without the app's scripts (renderingModes.ts): the job's questions are a questionnaire that asks for the
 * consent (questionnaire/: the document, and the action that reads, checks and sends the answers), sent to the API as
 * an apply. The refusals of its own are the job closed and a second apply, said in the API's words.
 */
import { candidateApplyQueries, getApplyForm, sendApply } from "@seleta/api-client";
import { Card } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { redirect, useActionData } from "react-router";
import { seletaLoadContext } from "../../../loadContext";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import type { AppServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import { requireCandidate } from "../guard";
import { QuestionnaireDocument } from "../questionnaire/QuestionnaireDocument";
import * as css from "../questionnaire/questionnaire.css";
import { questionnaireAction, sentFlag } from "../questionnaire/questionnaireAction";
import type { Route } from "./+types/applyNew";

/** Where the candidate follows their applications. */
const CANDIDACY_PATH = "/candidates/candidacy";
/** The hidden field that says which consent text the page showed. */
const CONSENT_VERSION_FIELD = "consent_version";

const applyPath = (uid: string) => `/candidates/jobs/${encodeURIComponent(uid)}/applies/new`;

/** The candidate, then the job's form; no job named: the job board. */
async function loadApplyNew(request: Request, uid: string | undefined, services: AppServices) {
  if (!uid) throw redirect("/jobs");
  await requireCandidate(request, services);
  await pageData(services.queryClient.ensureQueryData(candidateApplyQueries.form(services.http, uid)));
  return { uid, sent: sentFlag(request) };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const loaded = await loadApplyNew(request, params.job_uid, requestServices({ request, context }));
  // The video island, when the build made it (absent in dev: the inputs still take a file).
  return { ...loaded, videoIsland: seletaLoadContext(context).islands?.videoAnswer ?? null };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const uid = params.job_uid;
  if (!uid) throw redirect("/jobs");
  const services = requestServices({ request, context });
  await requireCandidate(request, services);
  const form = await pageData(getApplyForm(services.http, uid));
  return questionnaireAction(request, {
    form,
    askConsent: true,
    path: applyPath(uid),
    send: ({ posted, questionsVersion, form: fields }) =>
      sendApply(services.http, {
        uid,
        body: {
          answers: posted.answers,
          questions_version: questionsVersion,
          consent: true,
          consent_version: String(fields.get(CONSENT_VERSION_FIELD) ?? ""),
        },
        videos: posted.videos,
      }),
  });
}

export const ErrorBoundary = AreaErrorBoundary;

export default function ApplyNew({ loaderData }: Route.ComponentProps) {
  const http = useHttp();
  const intl = useIntl();
  const refusal = useActionData<typeof action>();
  const { uid, sent, videoIsland } = loaderData;
  const form = useSuspenseQuery(candidateApplyQueries.form(http, uid));
  const { job } = form.data;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const place = [job.city, job.state].filter(Boolean).join(" - ");

  return (
    <QuestionnaireDocument
      form={form.data}
      action={applyPath(uid)}
      messages={{ prefix: "candidateApply", values: { job: job.title } }}
      lead={place ? t("candidateApply.location", { place }) : undefined}
      noQuestions={t("candidateApply.noQuestions")}
      onward={{ href: CANDIDACY_PATH, label: t("candidateApply.toCandidacy") }}
      answeredAt={form.data.applied?.applied_at ?? null}
      sent={sent}
      refusal={refusal}
      askConsent
      hiddenFields={{ [CONSENT_VERSION_FIELD]: form.data.consent_version }}
      videoIsland={videoIsland}
    >
      {job.description_html ? (
        <Card as="section" title={t("candidateApply.aboutJob")} headingLevel={2}>
          {/* Sanitised by the API for the public page (text structure only). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API's sanitised HTML of the job's description. */}
          <div className={css.description} dangerouslySetInnerHTML={{ __html: job.description_html }} />
        </Card>
      ) : null}
    </QuestionnaireDocument>
  );
}
