import { createToastQueue, showToast, TextArea, TextField, ToastRegion } from "@seleta/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import type { LocalizedText } from "../../catalogues/catalogue";
import {
  REGISTRATION_STAGES,
  type RegistrationStage,
  registrationStageMessages,
  wizardActionMessages,
} from "../../state/registrationWizard";
import { BottomActionBar } from "../BottomActionBar/BottomActionBar";
import { registrationWizardMessages } from "./messages";
import {
  RegistrationRefusal,
  type RegistrationStageControls,
  RegistrationWizard,
  type RegistrationWizardProps,
} from "./RegistrationWizard";

const A = wizardActionMessages.messages;
const S = registrationStageMessages.messages;

/** Stand-ins for the candidate's forms of each stage. */
function StageContent({ stage }: { stage: RegistrationStage }) {
  if (stage === "presentation")
    return <TextArea label="Apresentação" defaultValue="Controller com 12 anos em bancos." />;
  if (stage === "salary") return <TextField label="Pretensão CLT" defaultValue="R$ 25.000,00" />;
  return <TextField label={`Campo da etapa ${stage}`} />;
}

/** A stand-in for a stage's form that draws the bar itself: Next moves on only once its one field holds a value. */
function StageForm({ stage, controls }: { stage: RegistrationStage; controls: RegistrationStageControls }) {
  const [value, setValue] = useState("");
  const [invalid, setInvalid] = useState(false);
  const whenFilled = (action: (() => void) | undefined) =>
    action &&
    (() => {
      setInvalid(value.trim() === "");
      if (value.trim() !== "") action();
    });
  return (
    <>
      <TextField
        label={`Campo da etapa ${stage}`}
        value={value}
        onChange={setValue}
        isRequired
        isInvalid={invalid}
        errorMessage="Obrigatório."
      />
      <BottomActionBar
        onBack={controls.back}
        onNext={whenFilled(controls.next)}
        onSave={whenFilled(controls.save)}
        isSaving={controls.isSaving}
      />
    </>
  );
}

/** Toasts stay until closed here: a loaded machine must not decide whether the screenshot shows one. */
function WithToasts(props: RegistrationWizardProps) {
  const [queue] = useState(() => createToastQueue());
  return (
    <>
      <RegistrationWizard {...props} onToast={(toast) => showToast(queue, toast, { timeout: null })} />
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: "Widgets/RegistrationWizard",
  component: RegistrationWizard,
  args: {
    renderStage: (stage: RegistrationStage, _controls: RegistrationStageControls) => <StageContent stage={stage} />,
    onSave: fn(async () => undefined),
    onStageCompleted: fn(),
  },
  render: (args) => <WithToasts {...args} />,
} satisfies Meta<typeof RegistrationWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (globals: Record<string, unknown>) => (text: LocalizedText) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

const allDoneBefore = (stage: RegistrationStage) =>
  REGISTRATION_STAGES.slice(
    0,
    REGISTRATION_STAGES.findIndex((s) => s.key === stage),
  ).map((s) => s.key);

/** Spec §2: the first tab has no Back; step 1 of 3 is 33 %; later tabs are locked. */
export const FirstStage: Story = {
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String((1 / 3) * 100));
    await expect(canvas.queryByRole("button", { name: t(A.back) })).toBeNull();
    await expect(canvas.getByRole("button", { name: new RegExp(t(A.next)) })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: t(A.save) })).toBeNull();
    await expect(canvas.getByRole("tab", { name: t(S.info) })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tab", { name: t(S.category) })).toHaveAttribute("aria-disabled", "true");
  },
};

/** Next completes a stage; finishing both stages of step 1 makes it step 2 of 3 (67 %); Back returns. */
export const Advancing: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    const next = () => canvas.getByRole("button", { name: new RegExp(t(A.next)) });
    await userEvent.click(next());
    await expect(args.onStageCompleted).toHaveBeenCalledWith("info");
    await expect(canvas.getByRole("tab", { name: t(S.additionalInfo) })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String((1 / 3) * 100));
    await userEvent.click(next());
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String((2 / 3) * 100));
    await expect(canvas.getByRole("tab", { name: t(S.category) })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(canvas.getByRole("button", { name: t(A.back) }));
    await expect(canvas.getByRole("tab", { name: t(S.additionalInfo) })).toHaveAttribute("aria-selected", "true");
  },
};

/** Arrow keys move between the tabs already open and skip the locked ones. */
export const KeyboardTabs: Story = {
  args: { initialState: { stage: 2, step: 2, completed: allDoneBefore("category") } },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    canvas.getByRole("tab", { name: t(S.category) }).focus();
    await userEvent.keyboard("{ArrowRight}");
    // Experiences is locked (category is not done yet): the arrow wraps to the first tab.
    await waitFor(() => expect(canvas.getByRole("tab", { name: t(S.info) })).toHaveAttribute("aria-selected", "true"));
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: t(S.category) })).toHaveAttribute("aria-selected", "true");
  },
};

/** The last tab saves instead of going on (spec §2). */
export const LastStageSaves: Story = {
  args: { initialState: { stage: 5, step: 3, completed: allDoneBefore("presentation") } },
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await expect(canvas.queryByRole("button", { name: new RegExp(t(A.next)) })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: t(A.save) }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(await screen.findByText(t(registrationWizardMessages.messages.saved))).toBeVisible();
  },
};

/** A failed save keeps the candidate on the last tab with a message. */
export const SaveFailed: Story = {
  args: {
    initialState: { stage: 5, step: 3, completed: allDoneBefore("presentation") },
    onSave: fn(async () => Promise.reject(new Error("500"))),
  },
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await userEvent.click(canvas.getByRole("button", { name: t(A.save) }));
    await expect(await screen.findByText(t(registrationWizardMessages.messages.saveFailed))).toBeVisible();
    await expect(canvas.getByRole("tab", { name: t(S.presentation) })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("button", { name: t(A.save) })).toBeEnabled();
  },
};

/** A stage's form draws the bar: Next moves on only once the form accepts what was typed. */
export const StageDrawsTheBar: Story = {
  args: {
    actionsInStage: true,
    renderStage: (stage: RegistrationStage, controls: RegistrationStageControls) => (
      <StageForm key={stage} stage={stage} controls={controls} />
    ),
  },
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    const next = () => canvas.getByRole("button", { name: new RegExp(t(A.next)) });
    await expect(canvas.getAllByRole("button", { name: new RegExp(t(A.next)) })).toHaveLength(1);
    await userEvent.click(next());
    await expect(canvas.getByRole("tab", { name: t(S.info) })).toHaveAttribute("aria-selected", "true");
    await expect(args.onStageCompleted).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole("textbox"), "Carla");
    await userEvent.click(next());
    await expect(canvas.getByRole("tab", { name: t(S.additionalInfo) })).toHaveAttribute("aria-selected", "true");
    await expect(args.onStageCompleted).toHaveBeenCalledWith("info");
  },
};

/** A save the server refuses for a reason the candidate can fix says that reason under the failure. */
export const SaveRefused: Story = {
  args: {
    initialState: { stage: 5, step: 3, completed: allDoneBefore("presentation") },
    onSave: fn(async () => Promise.reject(new RegistrationRefusal("Preencha os campos obrigatórios: Apresentação."))),
  },
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await userEvent.click(canvas.getByRole("button", { name: t(A.save) }));
    await expect(await screen.findByText("Preencha os campos obrigatórios: Apresentação.")).toBeVisible();
    await expect(canvas.getByRole("tab", { name: t(S.presentation) })).toHaveAttribute("aria-selected", "true");
  },
};
