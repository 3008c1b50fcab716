import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { LocalizedText } from "../../../catalogues/catalogue";
import type { Question } from "../../../questionnaire/questions";
import { questionAnswerFormMessages } from "./messages";
import { QuestionAnswerForm } from "./QuestionAnswerForm";

const M = questionAnswerFormMessages.messages;

const QUESTIONS: Question[] = [
  { text: "Por que esta vaga?", response_type: 0, options: [], required: true },
  { text: "Tem disponibilidade para viagens?", response_type: 1, options: [], required: true },
  {
    text: "Seu nível de inglês",
    response_type: "choice",
    options: ["Básico", "Intermediário", "Fluente"],
    required: true,
  },
  { text: "Apresente-se em vídeo", response_type: "video", options: [], required: true },
];

const LIMITS = { text_max: 2000, video_max_mb: 50, video_max_seconds: 180 };

const meta = {
  title: "Candidate/QuestionAnswerForm",
  component: QuestionAnswerForm,
  args: {
    action: "/candidates/jobs/abc123/applies/new",
    questions: QUESTIONS,
    limits: LIMITS,
    askConsent: true,
    hiddenFields: { questions_version: "1a2b3c4d", consent_version: "apply-2026-11" },
  },
} satisfies Meta<typeof QuestionAnswerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (globals: Record<string, unknown>) => (text: LocalizedText) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

/**
 * Each kind of question, unanswered: free text, yes/no, one of the options, and a video file input a phone opens
 * on its camera; a plain multipart form to the page, which works without any script.
 */
export const EachKind: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = say(globals);
    await expect(canvas.getByRole("textbox", { name: /Por que esta vaga\?/ })).toHaveAttribute("name", "answer_0");
    await expect(canvas.getByRole("radiogroup", { name: /Tem disponibilidade/ })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: t(M.yes) })).toHaveAttribute("value", "yes");
    await expect(canvas.getByRole("radio", { name: "Fluente" })).not.toBeChecked();
    const video = canvas.getByLabelText(/Apresente-se em vídeo/);
    await expect(video).toHaveAttribute("type", "file");
    await expect(video).toHaveAttribute("accept", "video/*");
    await expect(video).toHaveAttribute("capture", "user");
    await expect(video).toHaveAttribute("data-record-label", t(M.record));
    await expect(canvas.getByRole("checkbox", { name: t(M.consent) })).not.toBeChecked();
    const form = canvasElement.querySelector("form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("enctype", "multipart/form-data");
    await expect(canvasElement.querySelector('input[name="questions_version"]')).toHaveValue("1a2b3c4d");
  },
};

/**
 * The server refused the form: every answer typed is back, each problem under its question, and the video (which a
 * file input cannot keep) is named so the candidate chooses it again.
 */
export const Refused: Story = {
  args: {
    values: {
      answers: { 0: "Quero liderar finanças.", 1: "no", 2: "Fluente" },
      consent: false,
      videoNames: { 3: "apresentacao.webm" },
    },
    errors: {
      "answers.3": "O vídeo passa de 3 minutos. Grave uma resposta mais curta.",
      consent: "Para se candidatar, aceite o tratamento dos seus dados.",
    },
  },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await expect(canvas.getByRole("textbox", { name: /Por que esta vaga\?/ })).toHaveValue("Quero liderar finanças.");
    await expect(canvas.getByRole("radio", { name: t(M.no) })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Fluente" })).toBeChecked();
    const video = canvas.getByLabelText(/Apresente-se em vídeo/);
    await expect(video).toHaveAttribute("aria-invalid", "true");
    await expect(video).toHaveAccessibleDescription(/O vídeo passa de 3 minutos/);
    await expect(canvas.getByText(/apresentacao\.webm/)).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: t(M.consent) })).toHaveAttribute("aria-invalid", "true");
  },
};

/** An evaluation's questions: no consent (given when applying), its own Send label. */
export const Evaluation: Story = {
  args: {
    action: "/candidates/evaluations/xyz789",
    questions: QUESTIONS.slice(0, 2),
    askConsent: false,
    submitLabel: "Enviar respostas",
    hiddenFields: { questions_version: "1a2b3c4d" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Enviar respostas" })).toHaveAttribute("type", "submit");
    await expect(canvas.queryByRole("checkbox")).toBeNull();
  },
};
