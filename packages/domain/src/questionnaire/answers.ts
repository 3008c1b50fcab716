/**
 * A questionnaire's answers: what the form sends, what is kept, and the check of one against the questions. The same
 * check runs on the candidate's page and on the server, so the page shows what the server would refuse.
 */

import { z } from "zod";
import type { Locale } from "../catalogues/catalogue";
import { defineMessages, formatMessage, type Message, type MessageValues } from "../i18n/messageSet";
import { type Question, questionKind, TEXT_ANSWER_MAX } from "./questions";

/**
 * The consent a questionnaire may ask for (an application's, LGPD art. 7, I): processing the candidate's data for
 * this application. Its version is recorded with the answers and the time; a new text
 * (`questionAnswerFormMessages.consent`) gets a new one.
 */
export const APPLY_CONSENT_VERSION = "apply-2026-11";

/** The answers' refusals, in the candidate's words: each answer's, the consent's, and the form's summary. */
export const questionnaireMessages = defineMessages("questionnaire", {
  required: { "pt-BR": "Responda esta pergunta.", en: "Answer this question." },
  notAnOption: { "pt-BR": "Escolha uma das opções.", en: "Choose one of the options." },
  yesOrNo: { "pt-BR": "Responda sim ou não.", en: "Answer yes or no." },
  tooLong: { "pt-BR": "Máximo de {n} caracteres.", en: "Maximum of {n} characters." },
  videoNotExpected: {
    "pt-BR": "Esta pergunta não pede um vídeo.",
    en: "This question does not ask for a video.",
  },
  consentRequired: {
    "pt-BR": "Para se candidatar, aceite o tratamento dos seus dados.",
    en: "To apply, accept the processing of your data.",
  },
  fixErrors: { "pt-BR": "Revise as respostas marcadas.", en: "Check the answers marked." },
});

/** An answer as the form sends it, in the questions' order: text or an option's text, yes/no, null for none. */
export type AnswerInput = string | boolean | null;

export const answerInputSchema = z.union([z.string().max(TEXT_ANSWER_MAX * 2), z.boolean(), z.null()]);

/**
 * What every questionnaire's answers carry on the wire: the answers in the questions' order (a video question's is
 * null, its file travels apart as `video_<index>`) and the fingerprint of the questions the form showed.
 */
export const questionnaireAnswersFields = {
  answers: z.array(answerInputSchema).max(50),
  questions_version: z.string().max(16),
};

/** An answer kept on the apply: the question as it was asked, so a later edit of the job's questions changes none. */
export const storedAnswerSchema = z.object({
  question: z.string(),
  kind: z.enum(["text", "yesNo", "choice", "video"]),
  required: z.boolean(),
  value: z.union([z.string(), z.boolean(), z.null()]),
  /** The video's file (a data file of the apply). */
  data_file_id: z.number().int().positive().nullable().optional(),
});
export type StoredAnswer = z.output<typeof storedAnswerSchema>;

export type AnswerProblem = { message: Message; values?: MessageValues };

export type AnswerCheck =
  | { ok: true; answers: StoredAnswer[] }
  /** By field: `answers.<index>` (the question's place). */
  | { ok: false; problems: Record<string, AnswerProblem> };

/**
 * Checks answers against the questions: a required question answered, a choice among the options, yes/no a
 * boolean, text within `TEXT_ANSWER_MAX`, a video only where asked (its file travels apart: `videos` holds the
 * questions' indexes that have one). Text is trimmed; an empty answer is none.
 */
export function checkAnswers(
  questions: readonly Question[],
  answers: readonly AnswerInput[],
  videos: ReadonlySet<number> = new Set(),
): AnswerCheck {
  const problems: Record<string, AnswerProblem> = {};
  const stored: StoredAnswer[] = [];
  questions.forEach((question, index) => {
    const kind = questionKind(question);
    const raw = answers[index] ?? null;
    const value = typeof raw === "string" ? raw.trim() || null : raw;
    const report = (message: Message, values?: MessageValues) => {
      problems[`answers.${index}`] = values ? { message, values } : { message };
    };
    const answered = kind === "video" ? videos.has(index) : value !== null;
    if (!answered) {
      if (question.required) report(questionnaireMessages.messages.required);
    } else if (kind === "yesNo" && typeof value !== "boolean") {
      report(questionnaireMessages.messages.yesOrNo);
    } else if (kind === "choice" && (typeof value !== "string" || !question.options.includes(value))) {
      report(questionnaireMessages.messages.notAnOption);
    } else if (kind === "text" && (typeof value !== "string" || value.length > TEXT_ANSWER_MAX)) {
      if (typeof value === "string") report(questionnaireMessages.messages.tooLong, { n: TEXT_ANSWER_MAX });
      else report(questionnaireMessages.messages.required);
    }
    stored.push({
      question: question.text,
      kind,
      required: question.required,
      value: kind === "video" ? null : answered ? value : null,
    });
  });
  for (const index of videos) {
    const question = questions[index];
    if (!question || questionKind(question) !== "video") {
      problems[`answers.${index}`] = { message: questionnaireMessages.messages.videoNotExpected };
    }
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, answers: stored };
}

/** Each problem's message in the reader's language, by field. */
export function answerProblemTexts(
  problems: Readonly<Record<string, AnswerProblem>>,
  locale: Locale,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, formatMessage(problem.message, locale, problem.values)]),
  );
}
