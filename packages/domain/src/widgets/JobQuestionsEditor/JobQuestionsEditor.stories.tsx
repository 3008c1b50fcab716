import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import type { LocalizedText } from "../../catalogues/catalogue";
import type { Question } from "../../questionnaire/questions";
import { JobQuestionsEditor, type JobQuestionsEditorProps } from "./JobQuestionsEditor";
import { jobQuestionsEditorMessages } from "./messages";

const M = jobQuestionsEditorMessages.messages;

const FOUR_KINDS: Question[] = [
  { text: "Por que esta vaga?", response_type: 0, options: [], required: true },
  { text: "Tem disponibilidade para viagens?", response_type: 1, options: [], required: true },
  {
    text: "Seu nível de inglês",
    response_type: "choice",
    options: ["Básico", "Intermediário", "Fluente"],
    required: false,
  },
  { text: "Apresente-se em até 3 minutos", response_type: "video", options: [], required: true },
];

/** Controlled as the entity form controls it: the list lives outside and comes back changed. */
function Controlled(props: JobQuestionsEditorProps) {
  const [questions, setQuestions] = useState<Question[]>([...props.value]);
  return (
    <JobQuestionsEditor
      {...props}
      value={questions}
      onChange={(next) => {
        setQuestions(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "Widgets/JobQuestionsEditor",
  component: JobQuestionsEditor,
  args: { label: "Perguntas da candidatura", value: FOUR_KINDS, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof JobQuestionsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (globals: Record<string, unknown>) => (text: LocalizedText, n?: number) =>
  text[globals.locale === "en" ? "en" : "pt-BR"].replace("{n}", String(n ?? ""));

/** The four kinds: a multiple-choice question shows its options, one per line. */
export const FourKinds: Story = {
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
    await expect(canvas.getByRole("textbox", { name: t(M.options) })).toHaveValue("Básico\nIntermediário\nFluente");
    await expect(canvas.getByRole("button", { name: t(M.moveUp, 1) })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: t(M.moveDown, 4) })).toBeDisabled();
  },
};

/** No questions yet: the editor says what that means and offers to add one. */
export const Empty: Story = {
  args: { value: [] },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await expect(canvas.getByText(t(M.empty))).toBeVisible();
  },
};

/** With the keyboard alone: add a question (its text takes the focus), type it, move the first one down, remove. */
export const ByKeyboard: Story = {
  args: { value: FOUR_KINDS.slice(0, 2) },
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    canvas.getByRole("button", { name: t(M.add) }).focus();
    await userEvent.keyboard("{Enter}");
    const added = canvas.getAllByRole("textbox", { name: new RegExp(t(M.text)) })[2];
    await expect(added).toHaveFocus();
    await userEvent.keyboard("Pretensão salarial?");
    await expect(args.onChange).toHaveBeenLastCalledWith([
      ...FOUR_KINDS.slice(0, 2),
      { text: "Pretensão salarial?", response_type: 0, options: [], required: true },
    ]);
    canvas.getByRole("button", { name: t(M.moveDown, 1) }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith([
      FOUR_KINDS[1],
      FOUR_KINDS[0],
      { text: "Pretensão salarial?", response_type: 0, options: [], required: true },
    ]);
    canvas.getByRole("button", { name: t(M.remove, 3) }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
  },
};

/** The form's error of the list (a multiple-choice question with fewer than two options). */
export const WithError: Story = {
  args: {
    value: [{ text: "Seu nível de inglês", response_type: "choice", options: ["Básico"], required: true }],
    errorMessage: "Obrigatório.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Obrigatório.");
  },
};
