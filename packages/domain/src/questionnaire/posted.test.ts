import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkAnswers } from "./answers";
import {
  answerFieldName,
  CONSENT_FIELD,
  NO_ANSWER,
  postedAnswerProblems,
  postedAnswers,
  videoFieldName,
  YES_ANSWER,
} from "./posted";
import { type Question, questionKind, TEXT_ANSWER_MAX } from "./questions";

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

describe("a posted questionnaire", () => {
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

describe("the posted answers' problems", () => {
  it("names every unanswered question and the missing consent, in the candidate's language", () => {
    const posted = postedAnswers(
      answered({ answer_0: "", answer_2: "Avançado", video_3: null, consent: null }),
      QUESTIONS,
    );
    expect(postedAnswerProblems(QUESTIONS, posted, "pt-BR", { askConsent: true })).toEqual({
      "answers.0": "Responda esta pergunta.",
      "answers.2": "Escolha uma das opções.",
      "answers.3": "Responda esta pergunta.",
      consent: "Para se candidatar, aceite o tratamento dos seus dados.",
    });
    expect(postedAnswerProblems(QUESTIONS, posted, "en", { askConsent: false })["answers.0"]).toBe(
      "Answer this question.",
    );
  });

  it("lets a complete form go; a questionnaire without consent asks for none", () => {
    const complete = postedAnswers(answered(), QUESTIONS);
    expect(postedAnswerProblems(QUESTIONS, complete, "pt-BR", { askConsent: true })).toEqual({});
    const noConsent = postedAnswers(answered({ consent: null }), QUESTIONS);
    expect(postedAnswerProblems(QUESTIONS, noConsent, "pt-BR", { askConsent: false })).toEqual({});
  });
});

/** A text as `questionSchema` keeps it: trimmed, not empty. */
const trimmedText = (maxLength: number) =>
  fc.string({ minLength: 1, maxLength }).filter((text) => text.trim() === text && text !== "");

/** Any question of any kind, optional or not; a choice has distinct options. */
const questionArb: fc.Arbitrary<Question> = fc.oneof(
  fc
    .record({ kind: fc.constantFrom(0 as const, 1 as const, "video" as const), required: fc.boolean() })
    .map(({ kind, required }) => ({ text: "Pergunta", response_type: kind, options: [], required })),
  fc
    .record({
      options: fc.uniqueArray(trimmedText(12), { minLength: 1, maxLength: 4 }),
      required: fc.boolean(),
    })
    .map(({ options, required }) => ({ text: "Escolha", response_type: "choice" as const, options, required })),
);

/** A questionnaire and, for each question, what a candidate may post: an answer the check takes, or nothing. */
const answeredArb = fc.array(questionArb, { maxLength: 8 }).chain((questions) =>
  fc
    .tuple(
      ...questions.map((question) => {
        const kind = questionKind(question);
        const posted: fc.Arbitrary<string | File> =
          kind === "text"
            ? trimmedText(TEXT_ANSWER_MAX)
            : kind === "yesNo"
              ? fc.constantFrom(YES_ANSWER, NO_ANSWER)
              : kind === "choice"
                ? fc.constantFrom(...question.options)
                : fc.constant(CLIP);
        return question.required ? posted : fc.option(posted, { nil: undefined });
      }),
    )
    .map((values) => ({ questions, values: values as (string | File | undefined)[] })),
);

function formOf(questions: readonly Question[], values: readonly (string | File | undefined)[]): FormData {
  const form = new FormData();
  questions.forEach((question, index) => {
    const value = values[index];
    if (value === undefined) return;
    form.set(questionKind(question) === "video" ? videoFieldName(index) : answerFieldName(index), value);
  });
  form.set(CONSENT_FIELD, "on");
  return form;
}

describe("the form and the check agree", () => {
  it("takes whatever the form offers: posted answers the candidate may give pass the server's check", () => {
    fc.assert(
      fc.property(answeredArb, ({ questions, values }) => {
        const posted = postedAnswers(formOf(questions, values), questions);
        expect(postedAnswerProblems(questions, posted, "pt-BR", { askConsent: true })).toEqual({});
        const check = checkAnswers(questions, posted.answers, new Set(posted.videos.keys()));
        expect(check.ok).toBe(true);
        if (!check.ok) return;
        check.answers.forEach((answer, index) => {
          const value = values[index];
          const expected =
            value === undefined || value instanceof File
              ? null
              : value === YES_ANSWER
                ? true
                : value === NO_ANSWER
                  ? false
                  : value;
          expect(answer.value).toEqual(expected);
        });
      }),
    );
  });

  it("keeps what was typed to draw again, and names every required question left empty", () => {
    fc.assert(
      fc.property(answeredArb, fc.nat(), ({ questions, values }, seed) => {
        if (questions.length === 0) return;
        const emptied = seed % questions.length;
        const left = values.map((value, index) => (index === emptied ? undefined : value));
        const posted = postedAnswers(formOf(questions, left), questions);
        const problems = postedAnswerProblems(questions, posted, "pt-BR", { askConsent: false });
        expect(Object.hasOwn(problems, `answers.${emptied}`)).toBe(questions[emptied]?.required);
        questions.forEach((question, index) => {
          const value = left[index];
          if (questionKind(question) === "video") {
            expect(posted.values.videoNames?.[index]).toBe(value === undefined ? undefined : CLIP.name);
          } else {
            expect(posted.values.answers?.[index]).toBe(value);
          }
        });
      }),
    );
  });
});
