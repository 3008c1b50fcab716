/**
 * A questionnaire's form as a document posts it (multipart, no script): the fields' names, and the posted form read
 * back into the answers the API takes, the videos chosen and the values to draw again after a refusal. The reader
 * trusts nothing of the form but the fields of the questions it showed.
 */
import type { Locale } from "../catalogues/catalogue";
import { formatMessage } from "../i18n/messageSet";
import { type AnswerInput, answerProblemTexts, checkAnswers, questionnaireMessages } from "./answers";
import { type Question, questionKind } from "./questions";

/** The posted field of the answer to question `index` (text, `yes`/`no`, or the option's text). */
export const answerFieldName = (index: number) => `answer_${index}`;
/** The posted file of the video answer to question `index`: the API's multipart field of the same answer. */
export const videoFieldName = (index: number) => `video_${index}`;
/** The posted consent to the processing of the candidate's data (`on` when given). */
export const CONSENT_FIELD = "consent";
/** A yes/no answer as posted. */
export const YES_ANSWER = "yes";
export const NO_ANSWER = "no";

/** What the candidate sent, drawn again when the server refused it. */
export type AnswerFormValues = {
  /** By question index, as posted (`yes`/`no` for yes/no questions). */
  readonly answers?: Readonly<Record<number, string>>;
  readonly consent?: boolean;
  /** The names of the videos that were chosen: a file input cannot be filled again, so the form says so. */
  readonly videoNames?: Readonly<Record<number, string>>;
};

/** A posted file as the reader needs it (the platform's `File`). */
export type PostedFile = { readonly name: string; readonly size: number };

/** A posted form as the reader needs it (the platform's `FormData`). */
export type PostedForm<F extends PostedFile> = { get(name: string): string | F | null };

/** A form as the candidate sent it: the answers for the API, the chosen videos, and the values to draw again. */
export type PostedAnswers<F extends PostedFile = PostedFile> = {
  /** In the questions' order; a video question's is null (its file travels apart). */
  readonly answers: AnswerInput[];
  /** By question index: the files chosen (an input left empty posts an empty, nameless file: not a video). */
  readonly videos: Map<number, F>;
  readonly consent: boolean;
  readonly values: AnswerFormValues;
};

function text<F extends PostedFile>(form: PostedForm<F>, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** A file part that holds a chosen file (browsers post an empty part without a name for an empty input). */
function chosenFile<F extends PostedFile>(form: PostedForm<F>, name: string): F | undefined {
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

/** Reads a posted answers form against the questions it showed. */
export function postedAnswers<F extends PostedFile>(
  form: PostedForm<F>,
  questions: readonly Question[],
): PostedAnswers<F> {
  const answers: AnswerInput[] = [];
  const typed: Record<number, string> = {};
  const videos = new Map<number, F>();
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
 * The posted answers' problems before anything is sent, as the API would state them (`checkAnswers`), in the
 * candidate's language, and the consent's when the questionnaire asks for it. Empty when the form may go.
 */
export function postedAnswerProblems(
  questions: readonly Question[],
  posted: PostedAnswers,
  locale: Locale,
  { askConsent }: { askConsent: boolean },
): Record<string, string> {
  const check = checkAnswers(questions, posted.answers, new Set(posted.videos.keys()));
  const problems = check.ok ? {} : answerProblemTexts(check.problems, locale);
  if (askConsent && !posted.consent) {
    problems[CONSENT_FIELD] = formatMessage(questionnaireMessages.messages.consentRequired, locale);
  }
  return problems;
}
