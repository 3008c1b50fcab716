/**
 * `/candidates/evaluations/{uid}` (spec §1 evaluations): an evaluation the firm sent the candidate, opened from the
 * mail's link. Its questions in the apply's answer form (without the consent: the candidate consented when they
 * applied), then a thank-you; an evaluation answered already says so instead of the form.
 *
 * A document without the app's scripts (renderingModes.ts): the form posts to this route's `action`, which sends
 * the answers to the API in-process as the candidate, then redirects (303) to `?sent=1` for the thank-you, or draws
 * the form again with what was typed and each question's message.
 */
import { candidateEvaluationQueries, getEvaluationForm, sendEvaluationAnswers } from "@seleta/api-client";
import { QuestionAnswerForm, useLocale } from "@seleta/domain/candidate-widgets";
import { ButtonLink, Card } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { data, redirect, useActionData } from "react-router";
import { requestContext } from "../../../request";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import type { AppServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import {
  type AnswerRefusal,
  answerProblems,
  answerRefusal,
  answerRefusalStatus,
  answersNotSent,
  answersTooLarge,
  postedAnswers,
} from "../apply/answerForm";
import * as css from "../apply/apply.css";
import { answersBodyLimit, readPostedForm } from "../apply/postedBody";
import { CandidatePage } from "../frame/CandidatePage";
import { requireCandidate } from "../guard";
import type { Route } from "./+types/evaluation";

/** The candidate's home: where the thank-you leads. */
const HOME_PATH = "/candidates";
/** The outcome flag of sent answers. */
const SENT_FLAG = "sent";
/** The hidden field that says which questions the page showed. */
const QUESTIONS_VERSION_FIELD = "questions_version";

const evaluationPath = (uid: string) => `/candidates/evaluations/${encodeURIComponent(uid)}`;

async function loadEvaluation(request: Request, uid: string, services: AppServices) {
  await requireCandidate(request, services);
  await pageData(services.queryClient.ensureQueryData(candidateEvaluationQueries.form(services.http, uid)));
  return { uid, sent: new URL(request.url).searchParams.get(SENT_FLAG) === "1" };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadEvaluation(request, params.uid, requestServices({ request, context }));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = requestServices({ request, context });
  await requireCandidate(request, services);
  const form = await pageData(getEvaluationForm(services.http, params.uid));
  const posted = await readPostedForm(request, answersBodyLimit(form.evaluation.questions, form.limits));
  if (!posted) return refused(answersTooLarge(form.limits, requestContext(request).locale));
  const questions = form.evaluation.questions;
  const answers = postedAnswers(posted, questions);
  const questionsVersion = String(posted.get(QUESTIONS_VERSION_FIELD) ?? "");
  if (questionsVersion === form.questions_version) {
    const problems = answerProblems(questions, answers, requestContext(request).locale, { askConsent: false });
    if (Object.keys(problems).length > 0) return refused(answersNotSent(answers, problems));
  }
  try {
    await sendEvaluationAnswers(services.http, {
      uid: params.uid,
      body: { answers: answers.answers, questions_version: questionsVersion },
      videos: answers.videos,
    });
  } catch (error) {
    return refused(answerRefusal(error, answers));
  }
  throw redirect(`${evaluationPath(params.uid)}?${SENT_FLAG}=1`, 303);
}

function refused({ httpStatus, ...refusal }: AnswerRefusal) {
  return data(refusal, { status: httpStatus });
}

export const ErrorBoundary = AreaErrorBoundary;

export default function EvaluationPage({ loaderData }: Route.ComponentProps) {
  const http = useHttp();
  const intl = useIntl();
  const locale = useLocale();
  const refusal = useActionData<typeof action>();
  const { uid, sent } = loaderData;
  const form = useSuspenseQuery(candidateEvaluationQueries.form(http, uid));
  const { evaluation } = form.data;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const back = (
    <div>
      <ButtonLink href={HOME_PATH}>{t("candidateEvaluations.toHome")}</ButtonLink>
    </div>
  );

  if (form.data.answered_at && sent) {
    return (
      <CandidatePage
        title={t("candidateEvaluations.sentTitle")}
        status={{ tone: "success", text: t("candidateEvaluations.sentLead", { title: evaluation.title }) }}
      >
        {back}
      </CandidatePage>
    );
  }

  if (form.data.answered_at) {
    return (
      <CandidatePage
        title={t("candidateEvaluations.alreadyTitle")}
        lead={t("candidateEvaluations.alreadyLead", {
          title: evaluation.title,
          date: intl.formatDate(form.data.answered_at, { dateStyle: "long" }),
        })}
      >
        {back}
      </CandidatePage>
    );
  }

  const status = refusal
    ? answerRefusalStatus(refusal.problem, locale, t("candidateEvaluations.sendError"))
    : undefined;

  return (
    <CandidatePage
      title={t("candidateEvaluations.title", { title: evaluation.title })}
      lead={evaluation.description || undefined}
      status={status}
    >
      {evaluation.time_limit_minutes ? (
        <p className={css.muted}>{t("candidateEvaluations.timeLimit", { minutes: evaluation.time_limit_minutes })}</p>
      ) : null}
      <Card as="section" title={t("candidateEvaluations.questionsHeading")} headingLevel={2}>
        <QuestionAnswerForm
          action={evaluationPath(uid)}
          questions={evaluation.questions}
          limits={form.data.limits}
          submitLabel={t("candidateEvaluations.submit")}
          hiddenFields={{ [QUESTIONS_VERSION_FIELD]: form.data.questions_version }}
          values={refusal?.values}
          errors={refusal?.errors}
        />
      </Card>
    </CandidatePage>
  );
}
