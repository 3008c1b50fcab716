import type { Question, QuestionKind } from "../../questionnaire/questions";

/**
 * The edits of a job's (or an evaluation's) questions, as pure functions of the list: the editor is controlled by
 * its form, which keeps the list and saves it with the record.
 */

/** How `questionSchema` stores each kind (text and yes/no by the catalogue's ids). */
export function responseTypeOf(kind: QuestionKind): Question["response_type"] {
  switch (kind) {
    case "text":
      return 0;
    case "yesNo":
      return 1;
    default:
      return kind;
  }
}

export const QUESTION_KINDS: readonly QuestionKind[] = ["text", "yesNo", "choice", "video"];

export function addedQuestion(questions: readonly Question[], kind: QuestionKind = "text"): Question[] {
  return [...questions, { text: "", response_type: responseTypeOf(kind), options: [], required: true }];
}

/** One question changed; a question that stops being multiple choice drops its options. */
export function changedQuestion(questions: readonly Question[], index: number, patch: Partial<Question>): Question[] {
  return questions.map((question, at) => {
    if (at !== index) return question;
    const next = { ...question, ...patch };
    return next.response_type === "choice" ? next : { ...next, options: [] };
  });
}

/** An item moved `delta` places, kept within the list (a question, or the editor's key of it). */
export function movedItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, index + delta));
  if (target === index || index < 0 || index >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

export const movedQuestion: (questions: readonly Question[], index: number, delta: number) => Question[] = movedItem;

export function removedQuestion(questions: readonly Question[], index: number): Question[] {
  return questions.filter((_, at) => at !== index);
}

/** A multiple-choice question's options typed one per line: blank lines and repeats left out. */
export function optionsFromLines(text: string): string[] {
  return [...new Set(text.split("\n").map((line) => line.trim()))].filter((line) => line !== "");
}
