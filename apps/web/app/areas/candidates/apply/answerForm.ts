/**
 * The answers form's handling (an application's, an evaluation's), as pure functions: what is read of a posted form,
 * the check the server would make (so no video is sent for answers it would refuse), and how the API's refusal
 * becomes what the page shows again. The action trusts nothing of the form but these fields.
 */
import { formatMessage, type Locale } from "@seleta/domain";
import {
  type AnswerFormValues,
  answerFieldName,
  CONSENT_FIELD,
  NO_ANSWER,
  questionAnswerFormMessages,
  videoFieldName,
  YES_ANSWER,
} from "@seleta/domain/candidate-widgets";
import { type AnswerInput, checkAnswers, type Question, questionKind } from "@seleta/domain/wire";
import { type FormProblem, type FormRefusal, formRefusal } from "../../../forms/formRefusal";
import type { CandidatePageStatus } from "../frame/CandidatePage";

/** A form as the candidate sent it: the answers for the API, the chosen videos, and the values to draw again. */
export type PostedAnswers = {
  /** In the questions' order; a video question's is null (its file travels apart). */
  readonly answers: AnswerInput[];
  /** By question index: the files chosen (an input left empty posts an empty, nameless file: not a video). */
  readonly videos: Map<number, File>;
  readonly consent: boolean;
  readonly values: AnswerFormValues;
};

/** What the page shows again after a refusal: what was sent, each answer's message, the summary and the status. */
export type AnswerRefusal = FormRefusal<AnswerFormValues>;

/** The frame's status after a refusal: the server's own words, the summary over the marked answers, or `failed`. */
export function answerRefusalStatus(problem: FormProblem, locale: Locale, failed: string): CandidatePageStatus {
  const text =
    problem.kind === "message"
      ? problem.text
      : problem.kind === "fields"
        ? formatMessage(questionAnswerFormMessages.messages.fixErrors, locale)
        : failed;
  return { tone: "danger", text };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** A file part that holds a chosen file (browsers post an empty part without a name for an empty input). */
function chosenFile(form: FormData, name: string): File | undefined {
  const value = form.get(name);
  return typeof value === "object" && value !== null && (value.size > 0 || value.name !== "") ? value : undefined;
}

/** The answer as the API reads it: yes/no a boolean, text and options as typed, nothing as null. */
function answerOf(question: Question, posted: string): AnswerInput {
  switch (questionKind(question)) {
    case "video":
      return null;
    case "yesNo":
      return posted === YES_ANSWER ? true : posted === NO_ANSWER ? false : null;
    default:
      return posted === "" ? null : posted;
  }
}

/** Reads a posted answers form against the questions it showed. Pure. */
export function postedAnswers(form: FormData, questions: readonly Question[]): PostedAnswers {
  const answers: AnswerInput[] = [];
  const typed: Record<number, string> = {};
  const videos = new Map<number, File>();
  const videoNames: Record<number, string> = {};
  questions.forEach((question, index) => {
    if (questionKind(question) === "video") {
      const file = chosenFile(form, videoFieldName(index));
      if (file) {
        videos.set(index, file);
        videoNames[index] = file.name;
      }
      answers.push(null);
      return;
    }
    const posted = text(form, answerFieldName(index));
    if (posted !== "") typed[index] = posted;
    answers.push(answerOf(question, posted));
  });
  const consent = text(form, CONSENT_FIELD) === "on";
  return { answers, videos, consent, values: { answers: typed, consent, videoNames } };
}

/**
 * The answers' problems before anything is sent, as the API would state them (`checkAnswers`), in the candidate's
 * language, and the consent when the form asks for it. Empty when the form may go. Pure.
 */
export function answerProblems(
  questions: readonly Question[],
  posted: PostedAnswers,
  locale: Locale,
  { askConsent }: { askConsent: boolean },
): Record<string, string> {
  const check = checkAnswers(questions, posted.answers, new Set(posted.videos.keys()));
  const problems: Record<string, string> = check.ok
    ? {}
    : Object.fromEntries(
        Object.entries(check.problems).map(([field, problem]) => [
          field,
          formatMessage(problem.message, locale, problem.values),
        ]),
      );
  if (askConsent && !posted.consent) {
    problems[CONSENT_FIELD] = formatMessage(questionAnswerFormMessages.messages.consentRequired, locale);
  }
  return problems;
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
 * video's size, type or duration among them), the job closed or the second apply in the API's own words. Pure.
 */
export function answerRefusal(error: unknown, posted: PostedAnswers): AnswerRefusal {
  return formRefusal(error, posted.values);
}
