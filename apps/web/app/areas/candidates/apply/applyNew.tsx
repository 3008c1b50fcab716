/**
 * `/candidates/jobs/{job_uid}/applies/new` (spec §2): the job's summary, its questions and the consent; after
 * sending, a confirmation with the way to Candidaturas. Without a job the page sends to the job board; a candidate
 * who applied already sees that instead of the form.
 *
 * A document without the app's scripts (renderingModes.ts): the form posts (multipart: a video is a file) to this
 * route's `action`, which reads it within a size cap (postedBody.ts), checks the answers as the API would, sends the
 * apply to the API in-process as the candidate and then:
 * - on success, redirects (303) to this page with `?sent=1`: a reload shows the confirmation and sends nothing;
 * - on refusal (an answer missing, the video's size, type or duration, the job closed, a second apply), draws the
 *   form again with every answer typed, each question's message and the summary in the frame's status.
 * Its one script is the video island (apps/web/islands/videoAnswer.ts), which records from a desktop camera into
 * the video inputs; without it the inputs take a file (a phone films one).
 */
import { candidateApplyQueries, getApplyForm, sendApply } from "@seleta/api-client";
import { QuestionAnswerForm, useLocale } from "@seleta/domain/candidate-widgets";
import { ButtonLink, Card } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { data, redirect, useActionData } from "react-router";
import { seletaLoadContext } from "../../../loadContext";
import { requestContext } from "../../../request";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import type { AppServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import { CandidatePage } from "../frame/CandidatePage";
import { requireCandidate } from "../guard";
import type { Route } from "./+types/applyNew";
import {
  type AnswerRefusal,
  answerProblems,
  answerRefusal,
  answerRefusalStatus,
  answersNotSent,
  answersTooLarge,
  postedAnswers,
} from "./answerForm";
import * as css from "./apply.css";
import { answersBodyLimit, readPostedForm } from "./postedBody";

/** Where the candidate follows their applications. */
const CANDIDACY_PATH = "/candidates/candidacy";
/** The outcome flag of a sent application. */
const SENT_FLAG = "sent";
/** The hidden fields that say which questions and which consent text the page showed. */
const QUESTIONS_VERSION_FIELD = "questions_version";
const CONSENT_VERSION_FIELD = "consent_version";

const applyPath = (uid: string) => `/candidates/jobs/${encodeURIComponent(uid)}/applies/new`;

/** The candidate, then the job's form; no job named: the job board. */
async function loadApplyNew(request: Request, uid: string | undefined, services: AppServices) {
  if (!uid) throw redirect("/jobs");
  await requireCandidate(request, services);
  await pageData(services.queryClient.ensureQueryData(candidateApplyQueries.form(services.http, uid)));
  return { uid, sent: new URL(request.url).searchParams.get(SENT_FLAG) === "1" };
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
  const posted = await readPostedForm(request, answersBodyLimit(form.questions, form.limits));
  if (!posted) return refused(answersTooLarge(form.limits, requestContext(request).locale));
  const answers = postedAnswers(posted, form.questions);
  const questionsVersion = String(posted.get(QUESTIONS_VERSION_FIELD) ?? "");
  // Answers to the questions the page showed are checked here first, so no video travels for nothing; when the
  // recruiter changed them meanwhile, the API says so.
  if (questionsVersion === form.questions_version) {
    const problems = answerProblems(form.questions, answers, requestContext(request).locale, { askConsent: true });
    if (Object.keys(problems).length > 0) return refused(answersNotSent(answers, problems));
  }
  try {
    await sendApply(services.http, {
      uid,
      body: {
        answers: answers.answers,
        questions_version: questionsVersion,
        consent: true,
        consent_version: String(posted.get(CONSENT_VERSION_FIELD) ?? ""),
      },
      videos: answers.videos,
    });
  } catch (error) {
    return refused(answerRefusal(error, answers));
  }
  throw redirect(`${applyPath(uid)}?${SENT_FLAG}=1`, 303);
}

function refused({ httpStatus, ...refusal }: AnswerRefusal) {
  return data(refusal, { status: httpStatus });
}

export const ErrorBoundary = AreaErrorBoundary;

export default function ApplyNew({ loaderData }: Route.ComponentProps) {
  const http = useHttp();
  const intl = useIntl();
  const locale = useLocale();
  const refusal = useActionData<typeof action>();
  const { uid, sent, videoIsland } = loaderData;
  const form = useSuspenseQuery(candidateApplyQueries.form(http, uid));
  const { job } = form.data;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const toCandidacy = (
    <div>
      <ButtonLink href={CANDIDACY_PATH}>{t("candidateApply.toCandidacy")}</ButtonLink>
    </div>
  );

  if (form.data.applied && sent) {
    return (
      <CandidatePage
        title={t("candidateApply.sentTitle")}
        status={{ tone: "success", text: t("candidateApply.sentLead", { job: job.title }) }}
      >
        {toCandidacy}
      </CandidatePage>
    );
  }

  if (form.data.applied) {
    return (
      <CandidatePage
        title={t("candidateApply.alreadyTitle")}
        lead={t("candidateApply.alreadyLead", {
          job: job.title,
          date: intl.formatDate(form.data.applied.applied_at, { dateStyle: "long" }),
        })}
      >
        {toCandidacy}
      </CandidatePage>
    );
  }

  const place = [job.city, job.state].filter(Boolean).join(" - ");
  const status = refusal ? answerRefusalStatus(refusal.problem, locale, t("candidateApply.sendError")) : undefined;

  return (
    <CandidatePage
      title={t("candidateApply.title", { job: job.title })}
      lead={place ? t("candidateApply.location", { place }) : undefined}
      status={status}
    >
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
          action={applyPath(uid)}
          questions={form.data.questions}
          limits={form.data.limits}
          askConsent
          hiddenFields={{
            [QUESTIONS_VERSION_FIELD]: form.data.questions_version,
            [CONSENT_VERSION_FIELD]: form.data.consent_version,
          }}
          values={refusal?.values}
          errors={refusal?.errors}
        />
      </Card>
      {videoIsland && form.data.questions.some((question) => question.response_type === "video") ? (
        <script type="module" src={videoIsland} />
      ) : null}
    </CandidatePage>
  );
}
