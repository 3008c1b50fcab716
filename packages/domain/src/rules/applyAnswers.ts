import { z } from "zod";
import type { questionSchema } from "../entities/shapes";
import { defineMessages, type Message, type MessageValues } from "../i18n/messageSet";

/**
 * A job's questions answered in an application (spec §1 evaluations: multiple choice, free text, yes/no, video).
 * The same check runs in the candidate's form and on the server, so the form shows what the server would refuse.
 */

export type Question = z.output<typeof questionSchema>;

export type QuestionKind = "text" | "yesNo" | "choice" | "video";

/** What a question asks for: `questionSchema` keeps text and yes/no as the catalogue's ids, the others by name. */
export function questionKind(question: Pick<Question, "response_type">): QuestionKind {
  switch (question.response_type) {
    case 0:
      return "text";
    case 1:
      return "yesNo";
    default:
      return question.response_type;
  }
}

/** The longest free-text answer, in characters. */
export const TEXT_ANSWER_MAX = 2000;
/** A video answer's limits: 50 MB, and 3 minutes where the container states its duration. */
export const VIDEO_ANSWER_MAX_MB = 50;
export const VIDEO_ANSWER_MAX_SECONDS = 180;
/** The video containers accepted, by their bytes: what MediaRecorder records (webm) and what phones film. */
export const VIDEO_ANSWER_TYPES = ["video/webm", "video/mp4", "video/quicktime"] as const;

/**
 * The consent an application asks for (LGPD art. 7, I): processing the candidate's data for this application. Its
 * version is recorded on the apply with the time; a new text (`questionAnswerFormMessages.consent`) gets a new one.
 */
export const APPLY_CONSENT_VERSION = "apply-2026-11";

export const applyAnswerMessages = defineMessages("applyAnswers", {
  required: { "pt-BR": "Responda esta pergunta.", en: "Answer this question." },
  notAnOption: { "pt-BR": "Escolha uma das opções.", en: "Choose one of the options." },
  yesOrNo: { "pt-BR": "Responda sim ou não.", en: "Answer yes or no." },
  tooLong: { "pt-BR": "Máximo de {n} caracteres.", en: "Maximum of {n} characters." },
  videoNotExpected: {
    "pt-BR": "Esta pergunta não pede um vídeo.",
    en: "This question does not ask for a video.",
  },
});

/** An answer as the form sends it, in the questions' order: text or an option's text, yes/no, null for none. */
export type AnswerInput = string | boolean | null;

export const answerInputSchema = z.union([z.string().max(TEXT_ANSWER_MAX * 2), z.boolean(), z.null()]);

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
      if (question.required) report(applyAnswerMessages.messages.required);
    } else if (kind === "yesNo" && typeof value !== "boolean") {
      report(applyAnswerMessages.messages.yesOrNo);
    } else if (kind === "choice" && (typeof value !== "string" || !question.options.includes(value))) {
      report(applyAnswerMessages.messages.notAnOption);
    } else if (kind === "text" && (typeof value !== "string" || value.length > TEXT_ANSWER_MAX)) {
      if (typeof value === "string") report(applyAnswerMessages.messages.tooLong, { n: TEXT_ANSWER_MAX });
      else report(applyAnswerMessages.messages.required);
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
      problems[`answers.${index}`] = { message: applyAnswerMessages.messages.videoNotExpected };
    }
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, answers: stored };
}

/**
 * A short fingerprint of a job's questions (FNV-1a over their JSON): the form sends the one it showed, so answers
 * are never matched against questions a recruiter changed in the meantime.
 */
export function questionsVersion(questions: readonly Question[]): string {
  const text = JSON.stringify(questions.map((q) => [q.text, q.response_type, q.options, q.required]));
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}
