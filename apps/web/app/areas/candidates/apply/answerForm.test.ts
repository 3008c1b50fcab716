import { ApiError } from "@seleta/api-client";
import type { Question } from "@seleta/domain/wire";
import { describe, expect, it } from "vitest";
import { answerProblems, answerRefusal, answersNotSent, answersTooLarge, postedAnswers } from "./answerForm";

const QUESTIONS: Question[] = [
  { text: "Por que esta vaga?", response_type: 0, options: [], required: true },
  { text: "Tem disponibilidade para viagens?", response_type: 1, options: [], required: true },
  { text: "Seu nível de inglês", response_type: "choice", options: ["Básico", "Fluente"], required: true },
  { text: "Apresente-se em vídeo", response_type: "video", options: [], required: true },
];

const CLIP = new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], "apresentacao.webm", { type: "video/webm" });

function answered(overrides: Record<string, string | File | null> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string | File | null> = {
    answer_0: "Quero liderar a controladoria.",
    answer_1: "no",
    answer_2: "Fluente",
    video_3: CLIP,
    consent: "on",
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.set(name, value);
  return form;
}

function apiError(status: number, code: string, message: string, fields?: Record<string, string[]>) {
  return new ApiError(status, { code, message, request_id: "r1", ...(fields ? { fields } : {}) });
}

describe("a posted answers form", () => {
  it("reads each kind as the API takes it: text, yes/no as a boolean, the option, the video apart", () => {
    const posted = postedAnswers(answered(), QUESTIONS);
    expect(posted.answers).toEqual(["Quero liderar a controladoria.", false, "Fluente", null]);
    expect([...posted.videos.keys()]).toEqual([3]);
    expect(posted.videos.get(3)?.name).toBe("apresentacao.webm");
    expect(posted.consent).toBe(true);
    expect(posted.values).toEqual({
      answers: { 0: "Quero liderar a controladoria.", 1: "no", 2: "Fluente" },
      consent: true,
      videoNames: { 3: "apresentacao.webm" },
    });
  });

  it("takes an empty file input, an unknown yes/no and missing fields for no answer", () => {
    const empty = new File([], "", { type: "application/octet-stream" });
    const posted = postedAnswers(
      answered({ answer_0: "", answer_1: "maybe", answer_2: null, video_3: empty, consent: null }),
      QUESTIONS,
    );
    expect(posted.answers).toEqual([null, null, null, null]);
    expect(posted.videos.size).toBe(0);
    expect(posted.consent).toBe(false);
    expect(posted.values).toEqual({ answers: { 1: "maybe" }, consent: false, videoNames: {} });
  });

  it("reads nothing but the questions' fields: a video posted for a text question is not a video", () => {
    const posted = postedAnswers(answered({ video_0: CLIP, answer_3: "texto", is_admin: "true" }), QUESTIONS);
    expect([...posted.videos.keys()]).toEqual([3]);
    expect(posted.answers[3]).toBeNull();
  });
});

describe("the answers' problems before sending", () => {
  it("names every unanswered question and the missing consent, in the candidate's language", () => {
    const posted = postedAnswers(
      answered({ answer_0: "", answer_2: "Avançado", video_3: null, consent: null }),
      QUESTIONS,
    );
    expect(answerProblems(QUESTIONS, posted, "pt-BR", { askConsent: true })).toEqual({
      "answers.0": "Responda esta pergunta.",
      "answers.2": "Escolha uma das opções.",
      "answers.3": "Responda esta pergunta.",
      consent: "Para se candidatar, aceite o tratamento dos seus dados.",
    });
    expect(answerProblems(QUESTIONS, posted, "en", { askConsent: false })["answers.0"]).toBe("Answer this question.");
  });

  it("lets a complete form go; an evaluation asks for no consent", () => {
    expect(answerProblems(QUESTIONS, postedAnswers(answered(), QUESTIONS), "pt-BR", { askConsent: true })).toEqual({});
    const noConsent = postedAnswers(answered({ consent: null }), QUESTIONS);
    expect(answerProblems(QUESTIONS, noConsent, "pt-BR", { askConsent: false })).toEqual({});
  });

  it("draws the form again with what was sent and marks the fields", () => {
    const posted = postedAnswers(answered({ answer_0: "" }), QUESTIONS);
    expect(answersNotSent(posted, { "answers.0": "Responda esta pergunta." })).toEqual({
      values: posted.values,
      errors: { "answers.0": "Responda esta pergunta." },
      problem: { kind: "fields" },
      httpStatus: 422,
    });
  });
});

describe("the API's refusal", () => {
  const posted = postedAnswers(answered(), QUESTIONS);

  it("puts the video's refusal on its question, with what was typed", () => {
    const refusal = answerRefusal(
      apiError(413, "video_too_long", "O vídeo passa de 3 minutos.", { "answers.3": ["O vídeo passa de 3 minutos."] }),
      posted,
    );
    expect(refusal).toEqual({
      values: posted.values,
      errors: { "answers.3": "O vídeo passa de 3 minutos." },
      problem: { kind: "fields" },
      httpStatus: 413,
    });
  });

  it("says the job closed or the second apply in the API's own words", () => {
    const closed = answerRefusal(apiError(409, "job_closed", "Esta vaga foi encerrada."), posted);
    expect(closed.problem).toEqual({ kind: "message", text: "Esta vaga foi encerrada." });
    expect(closed.httpStatus).toBe(409);
    expect(closed.values).toEqual(posted.values);
  });

  it("asks to try again when the server or the network failed, keeping the answers", () => {
    expect(answerRefusal(new TypeError("fetch failed"), posted)).toMatchObject({
      problem: { kind: "failed" },
      httpStatus: 503,
      values: posted.values,
    });
    expect(answerRefusal(apiError(500, "internal", "Erro"), posted).problem).toEqual({ kind: "failed" });
  });
});

describe("a form over the page's limit", () => {
  it("comes back empty, saying the video is too large, in the candidate's language", () => {
    expect(answersTooLarge({ video_max_mb: 50 }, "pt-BR")).toEqual({
      values: {},
      errors: {},
      problem: { kind: "message", text: "O vídeo passa de 50 MB. Grave uma resposta mais curta." },
      httpStatus: 413,
    });
  });
});
