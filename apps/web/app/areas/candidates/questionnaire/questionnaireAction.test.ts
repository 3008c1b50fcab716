import { ApiError } from "@seleta/api-client";
import { postedAnswers, type Question, questionsVersion } from "@seleta/domain/wire";
import { describe, expect, it } from "vitest";
import {
  answerRefusal,
  answersNotSent,
  answersTooLarge,
  QUESTIONS_VERSION_FIELD,
  questionnaireAction,
} from "./questionnaireAction";

/** A question of each way an answer travels: typed, chosen, and a file apart. */
const QUESTIONS: Question[] = (
  [
    ["Por que esta vaga?", 0],
    ["Tem disponibilidade para viagens?", 1],
    ["Apresente-se em vídeo", "video"],
  ] as const
).map(([text, response_type]) => ({ text, response_type, options: [], required: true }));

const CLIP = new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], "apresentacao.webm", { type: "video/webm" });

/** The form as the candidate posts it, answered in full unless `overrides` says otherwise (null: left out). */
function answered(overrides: Record<string, string | File | null> = {}): FormData {
  const form = new FormData();
  const entries = Object.entries({
    answer_0: "Quero liderar.",
    answer_1: "no",
    video_2: CLIP,
    consent: "on",
    ...overrides,
  });
  for (const [name, value] of entries) if (value !== null) form.set(name, value);
  return form;
}

function apiError(status: number, code: string, message: string, fields?: Record<string, string[]>) {
  return new ApiError(status, { code, message, request_id: "r1", ...(fields ? { fields } : {}) });
}

describe("a form refused before sending", () => {
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
      apiError(413, "video_too_long", "O vídeo passa de 3 minutos.", { "answers.2": ["O vídeo passa de 3 minutos."] }),
      posted,
    );
    expect(refusal).toEqual({
      values: posted.values,
      errors: { "answers.2": "O vídeo passa de 3 minutos." },
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

describe("a questionnaire's action", () => {
  const FORM = {
    questions: QUESTIONS,
    questions_version: questionsVersion(QUESTIONS),
    limits: { text_max: 2000, video_max_mb: 50, video_max_seconds: 180 },
  };
  const PATH = "/candidates/evaluations/abc";

  function post(form: FormData, cookie = "") {
    form.set(QUESTIONS_VERSION_FIELD, FORM.questions_version);
    return new Request(`http://localhost${PATH}`, { method: "POST", body: form, headers: { cookie } });
  }

  /** Runs the action, answering its redirect (thrown) or its refusal (returned) as the same shape. */
  async function run(request: Request, send: () => Promise<unknown>, askConsent = true) {
    const sent: unknown[] = [];
    try {
      const refused = await questionnaireAction(request, {
        form: FORM,
        askConsent,
        path: PATH,
        send: async (answers) => {
          sent.push(answers);
          return send();
        },
      });
      return { sent, status: refused.init?.status, refusal: refused.data };
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      return { sent, status: thrown.status, location: thrown.headers.get("location") };
    }
  }

  it("sends complete answers once and sees the candidate to the outcome (303, ?sent=1)", async () => {
    const outcome = await run(post(answered()), async () => ({}));
    expect(outcome).toMatchObject({ status: 303, location: `${PATH}?sent=1` });
    expect(outcome.sent).toEqual([
      expect.objectContaining({
        questionsVersion: FORM.questions_version,
        posted: expect.objectContaining({ answers: ["Quero liderar.", false, null] }),
      }),
    ]);
  });

  it("sends nothing the API would refuse: the form again, with what was typed and each message", async () => {
    const outcome = await run(post(answered({ answer_0: "", consent: null })), async () => ({}));
    expect(outcome.sent).toEqual([]);
    expect(outcome.status).toBe(422);
    expect(outcome.refusal).toMatchObject({
      values: { answers: { 1: "no" }, consent: false },
      errors: {
        "answers.0": "Responda esta pergunta.",
        consent: "Para se candidatar, aceite o tratamento dos seus dados.",
      },
      problem: { kind: "fields" },
    });
    const noConsent = await run(post(answered({ consent: null })), async () => ({}), false);
    expect(noConsent.status).toBe(303);
  });

  it("draws the API's refusal in its words, keeping the answers", async () => {
    const outcome = await run(post(answered()), () =>
      Promise.reject(apiError(409, "already_answered", "Você já respondeu esta avaliação.")),
    );
    expect(outcome.status).toBe(409);
    expect(outcome.refusal).toMatchObject({
      problem: { kind: "message", text: "Você já respondeu esta avaliação." },
      values: { answers: { 0: "Quero liderar.", 1: "no" } },
    });
  });
});
