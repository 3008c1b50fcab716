import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import type { LocalizedText } from "../../../catalogues/catalogue";
import { applyAnswerMessages, type Question } from "../../../rules/applyAnswers";
import { questionAnswerFormMessages } from "./messages";
import { QuestionAnswerForm, type VideoRecording } from "./QuestionAnswerForm";

const M = questionAnswerFormMessages.messages;
const A = applyAnswerMessages.messages;

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

/** A clip as the recorder hands it back: a few bytes stand in for the WebM. */
const CLIP = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: "video/webm" });

/** A camera that records nothing: the recording state without a real camera (the stories run headless). */
const fakeCamera = async (): Promise<VideoRecording> => ({ stream: null, stop: async () => CLIP });

const meta = {
  title: "Candidate/QuestionAnswerForm",
  component: QuestionAnswerForm,
  args: { questions: QUESTIONS, limits: LIMITS, askConsent: true, onSubmit: fn(), startRecording: fakeCamera },
} satisfies Meta<typeof QuestionAnswerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (globals: Record<string, unknown>) => (text: LocalizedText) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

/** Each kind of question, unanswered: free text, yes/no, one of the options, a video to record or upload. */
export const EachKind: Story = {
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await expect(canvas.getByRole("textbox", { name: /Por que esta vaga\?/ })).toBeVisible();
    await expect(canvas.getByRole("radiogroup", { name: /Tem disponibilidade/ })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Fluente" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: t(M.record) })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: t(M.consent) })).not.toBeChecked();
  },
};

/** Send with nothing answered: every question and the consent say what is missing, and nothing is sent. */
export const Errors: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    await userEvent.click(canvas.getByRole("button", { name: t(M.send) }));
    await expect(canvas.getByText(t(M.fixErrors))).toBeVisible();
    await expect(canvas.getAllByText(t(A.required))).toHaveLength(4);
    await expect(canvas.getByText(t(M.consentRequired))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Answered by keyboard and mouse, the video recorded: Send hands over the answers and the clip. */
export const AnsweredAndSent: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    await userEvent.type(canvas.getByRole("textbox", { name: /Por que esta vaga\?/ }), "Quero liderar finanças.");
    await userEvent.click(canvas.getByRole("radio", { name: t(M.no) }));
    await userEvent.click(canvas.getByRole("radio", { name: "Fluente" }));
    await userEvent.click(canvas.getByRole("button", { name: t(M.record) }));
    await userEvent.click(await canvas.findByRole("button", { name: t(M.stop) }));
    await expect(await canvas.findByRole("button", { name: t(M.removeVideo) })).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: t(M.consent) }));
    await userEvent.click(canvas.getByRole("button", { name: t(M.send) }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        answers: ["Quero liderar finanças.", false, "Fluente", null],
        videos: new Map([[3, CLIP]]),
      }),
    );
  },
};

/** Recording: the camera's picture, how long a clip may last, and Stop. */
export const Recording: Story = {
  args: { questions: QUESTIONS.slice(3), askConsent: false },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await userEvent.click(canvas.getByRole("button", { name: t(M.record) }));
    await expect(await canvas.findByRole("button", { name: t(M.stop) })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("3");
  },
};

/** A clip uploaded (or recorded): its player, its size, and the way to remove it. */
export const VideoReady: Story = {
  args: {
    questions: QUESTIONS.slice(3),
    askConsent: false,
    initialVideos: { 0: { kind: "ready", clip: CLIP, name: "apresentacao.webm" } },
  },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await expect(canvas.getByText(/apresentacao\.webm/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: t(M.removeVideo) })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: t(M.record) })).toBeNull();
  },
};

/** Removing the clip brings back the ways to record or upload one. */
export const VideoRemoved: Story = {
  args: VideoReady.args,
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await userEvent.click(canvas.getByRole("button", { name: t(M.removeVideo) }));
    await expect(canvas.getByRole("button", { name: t(M.record) })).toBeVisible();
  },
};

/** The camera refused: the candidate is told, and may still upload a file. */
export const CameraDenied: Story = {
  args: {
    questions: QUESTIONS.slice(3),
    askConsent: false,
    startRecording: () => Promise.reject(new Error("NotAllowedError")),
  },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await userEvent.click(canvas.getByRole("button", { name: t(M.record) }));
    await expect(await canvas.findByText(t(M.cameraDenied))).toBeVisible();
    await expect(canvas.getByText(t(M.upload))).toBeVisible();
  },
};

/** The server refused: its message over the form, and its field errors on their questions. */
export const ServerRefusal: Story = {
  args: {
    initialAnswers: ["Quero liderar finanças.", true, "Fluente"],
    initialConsent: true,
    formError: "Esta vaga foi encerrada enquanto você respondia: sua candidatura não foi enviada.",
    serverErrors: { "answers.3": ["O vídeo passa de 3 minutos. Grave uma resposta mais curta."] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Esta vaga foi encerrada/)).toBeVisible();
    await expect(canvas.getByText(/O vídeo passa de 3 minutos/)).toBeVisible();
  },
};

/** Sending: the button shows it is at work and ignores more presses. */
export const Sending: Story = {
  args: { initialAnswers: ["Quero liderar finanças.", true, "Fluente"], initialConsent: true, isSubmitting: true },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await expect(canvas.getByRole("button", { name: new RegExp(t(M.send)) })).toBeVisible();
  },
};
