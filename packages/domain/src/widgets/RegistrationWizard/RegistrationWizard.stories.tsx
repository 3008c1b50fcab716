import { Button, TextArea, TextField } from "@seleta/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { LocalizedText } from "../../catalogues/catalogue";
import {
  REGISTRATION_STAGES,
  type RegistrationStage,
  registrationStageMessages,
  wizardActionMessages,
} from "../../state/registrationWizard";
import { RegistrationWizard } from "./RegistrationWizard";

const A = wizardActionMessages.messages;
const S = registrationStageMessages.messages;

/** Stand-ins for the candidate's fields of each stage. */
function StageContent({ stage }: { stage: RegistrationStage }) {
  if (stage === "presentation")
    return <TextArea name="self_introduction" label="Apresentação" defaultValue="Controller com 12 anos em bancos." />;
  if (stage === "salary") return <TextField name="clt_expectation" label="Pretensão CLT" defaultValue="R$ 25.000,00" />;
  return <TextField name={stage} label={`Campo da etapa ${stage}`} />;
}

/** A stand-in for the stage's form, which the page draws (EntityDocumentForm) with the wizard's submit label. */
function StageForm({ stage, submitLabel }: { stage: RegistrationStage; submitLabel: string }) {
  return (
    <form method="post" action={`/candidates/register?stage=${stage}`} noValidate style={{ display: "grid", gap: 16 }}>
      <StageContent stage={stage} />
      <div style={{ justifySelf: "end" }}>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}

const doneBefore = (stage: RegistrationStage) =>
  REGISTRATION_STAGES.slice(
    0,
    REGISTRATION_STAGES.findIndex((s) => s.key === stage),
  ).map((s) => s.key);

const meta = {
  title: "Widgets/RegistrationWizard",
  component: RegistrationWizard,
  args: {
    stage: "info",
    completed: [],
    stageHref: (stage: RegistrationStage) => `/candidates/register?stage=${stage}`,
    renderStage: () => null,
  },
  render: (args) => (
    <RegistrationWizard
      {...args}
      renderStage={(submitLabel) => <StageForm stage={args.stage} submitLabel={submitLabel} />}
    />
  ),
} satisfies Meta<typeof RegistrationWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (globals: Record<string, unknown>) => (text: LocalizedText) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

/** Spec §2: step 1 of 3 is 33 %; the first stage has no Back; its form's button is Next; no stage ahead is a link. */
export const FirstStage: Story = {
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String((1 / 3) * 100));
    await expect(canvas.queryByRole("link", { name: t(A.back) })).toBeNull();
    await expect(canvas.getByRole("button", { name: t(A.next) })).toHaveAttribute("type", "submit");
    await expect(canvas.queryByRole("button", { name: t(A.save) })).toBeNull();
    await expect(canvas.getByText(t(S.info)).closest("li")).toHaveAttribute("aria-current", "step");
    await expect(canvas.queryAllByRole("link")).toEqual([]);
  },
};

/** Both stages of step 1 done: step 2 of 3 (67 %); Back and the stages done are links to their pages. */
export const MiddleStage: Story = {
  args: { stage: "category", completed: doneBefore("category") },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String((2 / 3) * 100));
    await expect(canvas.getByRole("link", { name: t(A.back) })).toHaveAttribute(
      "href",
      "/candidates/register?stage=additionalInfo",
    );
    await expect(canvas.getByRole("link", { name: t(S.info) })).toHaveAttribute(
      "href",
      "/candidates/register?stage=info",
    );
    await expect(canvas.queryByRole("link", { name: t(S.experiences) })).toBeNull();
    await expect(canvas.getByRole("button", { name: t(A.next) })).toBeVisible();
  },
};

/** Back on the first stage after more were done: the stages ahead that are open stay links. */
export const BackOnAnEarlierStage: Story = {
  args: { stage: "info", completed: doneBefore("experiences") },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String((2 / 3) * 100));
    await expect(canvas.getByRole("link", { name: t(S.experiences) })).toHaveAttribute(
      "href",
      "/candidates/register?stage=experiences",
    );
    await expect(canvas.queryByRole("link", { name: t(S.salary) })).toBeNull();
    await expect(canvas.queryByRole("link", { name: t(A.back) })).toBeNull();
  },
};

/** The last stage saves instead of going on (spec §2): step 3 of 3, 100 %. */
export const LastStageSaves: Story = {
  args: { stage: "presentation", completed: doneBefore("presentation") },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await expect(canvas.queryByRole("button", { name: t(A.next) })).toBeNull();
    await expect(canvas.getByRole("button", { name: t(A.save) })).toHaveAttribute("type", "submit");
    await expect(canvas.getByRole("link", { name: t(A.back) })).toHaveAttribute(
      "href",
      "/candidates/register?stage=salary",
    );
  },
};
