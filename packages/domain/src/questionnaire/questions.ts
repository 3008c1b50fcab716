import type { z } from "zod";
import { questionSchema } from "../entities/shapes";

/**
 * A questionnaire's questions (spec §1 evaluations: free text, yes/no, multiple choice, video), in the order they are
 * asked: a job's, asked when a candidate applies; an evaluation's, asked when the firm sends it. The place of a
 * question is its identity: answers travel in the questions' order and problems are named `answers.<index>`.
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

/** The answers' limits as a questionnaire's form states them. */
export type AnswerLimits = {
  readonly text_max: number;
  readonly video_max_mb: number;
  readonly video_max_seconds: number;
};

export const ANSWER_LIMITS: AnswerLimits = {
  text_max: TEXT_ANSWER_MAX,
  video_max_mb: VIDEO_ANSWER_MAX_MB,
  video_max_seconds: VIDEO_ANSWER_MAX_SECONDS,
};

/** Stored questions (a job's, an evaluation's), read leniently: a malformed entry is left out, not an error. */
export function storedQuestions(stored: unknown): Question[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item) => {
    const parsed = questionSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * A short fingerprint of a questionnaire's questions (FNV-1a over their JSON): the form sends the one it showed, so
 * answers are never matched against questions a recruiter changed in the meantime.
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

/**
 * What a questionnaire's form needs to be drawn and answered: its questions, their fingerprint and the answers'
 * limits (the wire's `questions`, `questions_version` and `limits`).
 */
export type QuestionnaireForm = {
  readonly questions: Question[];
  readonly questions_version: string;
  readonly limits: AnswerLimits;
};

/** The form of a questionnaire whose questions are stored as `stored` (read leniently). */
export function questionnaireForm(stored: unknown): QuestionnaireForm {
  const questions = storedQuestions(stored);
  return { questions, questions_version: questionsVersion(questions), limits: ANSWER_LIMITS };
}
