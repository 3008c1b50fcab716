import { describe, expect, it } from "vitest";
import { checkAnswers } from "./answers";
import { type Question, questionKind, questionsVersion, TEXT_ANSWER_MAX } from "./questions";

const questions: Question[] = [
  { text: "Por que esta vaga?", response_type: 0, options: [], required: true },
  { text: "Tem CNH?", response_type: 1, options: [], required: true },
  { text: "Inglês", response_type: "choice", options: ["Básico", "Fluente"], required: true },
  { text: "Apresente-se", response_type: "video", options: [], required: true },
  { text: "Algo mais?", response_type: 0, options: [], required: false },
];

const problemIds = (check: ReturnType<typeof checkAnswers>) =>
  check.ok ? {} : Object.fromEntries(Object.entries(check.problems).map(([key, problem]) => [key, problem.message.id]));

describe("checkAnswers", () => {
  it("keeps each kind's answer with its question, trimmed, and a video as its file's place", () => {
    const check = checkAnswers(questions, ["  Porque sim ", false, "Fluente", null, ""], new Set([3]));
    expect(check).toEqual({
      ok: true,
      answers: [
        { question: "Por que esta vaga?", kind: "text", required: true, value: "Porque sim" },
        { question: "Tem CNH?", kind: "yesNo", required: true, value: false },
        { question: "Inglês", kind: "choice", required: true, value: "Fluente" },
        { question: "Apresente-se", kind: "video", required: true, value: null },
        { question: "Algo mais?", kind: "text", required: false, value: null },
      ],
    });
  });

  it("names each wrong answer by its place", () => {
    const check = checkAnswers(questions, ["   ", "sim", "Avançado", null, "x".repeat(TEXT_ANSWER_MAX + 1)]);
    expect(problemIds(check)).toEqual({
      "answers.0": "questionnaire.required",
      "answers.1": "questionnaire.yesOrNo",
      "answers.2": "questionnaire.notAnOption",
      "answers.3": "questionnaire.required",
      "answers.4": "questionnaire.tooLong",
    });
  });

  it("refuses a video where no video was asked", () => {
    const check = checkAnswers(questions, ["a", true, "Básico", null, null], new Set([0, 3]));
    expect(problemIds(check)).toEqual({ "answers.0": "questionnaire.videoNotExpected" });
  });

  it("reads the kinds the question schema keeps as catalogue ids", () => {
    expect(questions.map(questionKind)).toEqual(["text", "yesNo", "choice", "video", "text"]);
  });
});

describe("questionsVersion", () => {
  it("changes when a question changes, not otherwise", () => {
    const same = questionsVersion(structuredClone(questions));
    expect(questionsVersion(questions)).toBe(same);
    const changed = questions.map((q, i) => (i === 2 ? { ...q, options: ["Básico"] } : q));
    expect(questionsVersion(changed)).not.toBe(same);
  });
});
