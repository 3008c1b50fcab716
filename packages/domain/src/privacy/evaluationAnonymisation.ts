/**
 * What erasing a candidate does to the evaluations a firm sent them. The request stays (which evaluation, when sent
 * and answered: the firm's statistics), and so do the answers that say nothing of the person beyond a choice
 * (yes/no, an option); the candidate's own words go, and a video answer's file is removed with their other files.
 *
 * Every field of the entity has a rule here, and the type requires it: a field added later fails to compile until
 * somebody decides what erasure does to it.
 */
import type { SystemFieldKey } from "../entities/defineEntity";
import type { evaluationRequests } from "../entities/recruiter/evaluationRequests";
import type { StoredAnswer } from "../questionnaire/answers";

export type EvaluationRequestFieldKey = SystemFieldKey | Extract<keyof typeof evaluationRequests.fields, string>;

export type EvaluationRequestErasure = "keep" | "clearFreeText";

export const EVALUATION_REQUEST_ANONYMISATION: Readonly<Record<EvaluationRequestFieldKey, EvaluationRequestErasure>> = {
  id: "keep",
  created_at: "keep",
  updated_at: "keep",
  uid: "keep",
  evaluation: "keep",
  candidate: "keep",
  apply: "keep",
  sent_at: "keep",
  answered_at: "keep",
  answers: "clearFreeText",
};

/** The answers without the candidate's own words: free text emptied, a video's file no longer named. */
export function anonymisedAnswers(answers: readonly StoredAnswer[]): StoredAnswer[] {
  return answers.map((answer) => {
    if (answer.kind === "text") return { ...answer, value: null };
    if (answer.kind === "video") return { ...answer, value: null, data_file_id: null };
    return answer;
  });
}
