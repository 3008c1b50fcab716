/**
 * A questionnaire page's action (an application's, an evaluation's): the posted form read within its cap
 * (postedBody.ts) and against the questions the page showed (the model's `postedAnswers`), checked as the API would
 * (so no video travels for answers it would refuse), sent to the API in-process as the candidate, then:
 * - on success, a redirect (303) to the page with `?sent=1`: a reload shows the outcome and sends nothing;
 * - on refusal (an answer missing, the video's size, type or duration, the owner's own refusals in the API's words),
 *   the form drawn again with every answer typed, each question's message and the summary in the frame's status.
 * The action trusts nothing of the form but the questions' fields and the hidden fields the page named.
 */
import { formatMessage, type Locale } from "@seleta/domain";
import { questionAnswerFormMessages } from "@seleta/domain/candidate-widgets";
import {
  type AnswerFormValues,
  type PostedAnswers,
  postedAnswerProblems,
  postedAnswers,
  type QuestionnaireForm,
  questionnaireMessages,
} from "@seleta/domain/wire";
import { data, redirect } from "react-router";
import { type FormProblem, type FormRefusal, formRefusal } from "../../../forms/formRefusal";
import { requestContext } from "../../../request";
import type { CandidatePageStatus } from "../frame/CandidatePage";
import { answersBodyLimit, readPostedForm } from "./postedBody";

/** The hidden field that says which questions the page showed (`questions_version`, sent back to the API). */
export const QUESTIONS_VERSION_FIELD = "questions_version";
/** The outcome flag of sent answers. */
export const SENT_FLAG = "sent";

/** What the page shows again after a refusal: what was sent, each answer's message, the summary and the status. */
export type AnswerRefusal = FormRefusal<AnswerFormValues>;

/** The frame's status after a refusal: the server's own words, the summary over the marked answers, or `failed`. */
export function answerRefusalStatus(problem: FormProblem, locale: Locale, failed: string): CandidatePageStatus {
  const text =
    problem.kind === "message"
      ? problem.text
      : problem.kind === "fields"
        ? formatMessage(questionnaireMessages.messages.fixErrors, locale)
        : failed;
  return { tone: "danger", text };
}

/** The form again with its own problems (nothing was sent). */
export function answersNotSent(posted: PostedAnswers, errors: Record<string, string>): AnswerRefusal {
  return { values: posted.values, errors, problem: { kind: "fields" }, httpStatus: 422 };
}

/**
 * The form again when its body was over the page's limit (postedBody.ts): nothing of it was read, so it comes back
 * empty, saying why. Pure.
 */
export function answersTooLarge(limits: { readonly video_max_mb: number }, locale: Locale): AnswerRefusal {
  const text = formatMessage(questionAnswerFormMessages.messages.videoTooLarge, locale, { mb: limits.video_max_mb });
  return { values: {}, errors: {}, problem: { kind: "message", text }, httpStatus: 413 };
}

/**
 * The form again after the API refused it (or failed): field messages on their questions (`answers.<index>`, the
 * video's size, type or duration among them), the owner's refusals (a job closed, a second answer) in the API's own
 * words. Pure.
 */
export function answerRefusal(error: unknown, posted: PostedAnswers): AnswerRefusal {
  return formRefusal(error, posted.values);
}

/** What a page's action gives the questionnaire action: its form, the consent, and how the answers reach the API. */
export type QuestionnaireActionOptions = {
  /** The questionnaire as the API states it now (its questions, their fingerprint, the limits). */
  readonly form: QuestionnaireForm;
  /** Asks for the consent to the processing of the candidate's data (an application). */
  readonly askConsent: boolean;
  /** The page itself: where `?sent=1` leads after the answers went. */
  readonly path: string;
  /** Sends the answers to the API; the posted form gives the hidden fields the page named. */
  send(sent: { posted: PostedAnswers<File>; questionsVersion: string; form: FormData }): Promise<unknown>;
};

/** Handles a questionnaire's post (the steps above): the refusal to draw, or a redirect thrown. */
export async function questionnaireAction(
  request: Request,
  { form, askConsent, path, send }: QuestionnaireActionOptions,
) {
  const locale = requestContext(request).locale;
  const fields = await readPostedForm(request, answersBodyLimit(form.questions, form.limits));
  if (!fields) return refused(answersTooLarge(form.limits, locale));
  const posted = postedAnswers(fields, form.questions);
  const questionsVersion = String(fields.get(QUESTIONS_VERSION_FIELD) ?? "");
  // Answers to the questions the page showed are checked here first, so no video travels for nothing; when the
  // recruiter changed them meanwhile, the API says so.
  if (questionsVersion === form.questions_version) {
    const problems = postedAnswerProblems(form.questions, posted, locale, { askConsent });
    if (Object.keys(problems).length > 0) return refused(answersNotSent(posted, problems));
  }
  try {
    await send({ posted, questionsVersion, form: fields });
  } catch (error) {
    return refused(answerRefusal(error, posted));
  }
  throw redirect(`${path}?${SENT_FLAG}=1`, 303);
}

function refused({ httpStatus, ...refusal }: AnswerRefusal) {
  return data(refusal, { status: httpStatus });
}

/** The outcome flag of a page's address: its answers were just sent. */
export function sentFlag(request: Request): boolean {
  return new URL(request.url).searchParams.get(SENT_FLAG) === "1";
}
