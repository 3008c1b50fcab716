import { createToastQueue, showToast, ToastRegion } from "@seleta/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { LocalizedText } from "../../catalogues/catalogue";
import { V } from "../../rules/messages";
import { RECRUITER_PROFILE_PATH, signatureMessages } from "../../state/signatureForm";
import { SignatureEditor, type SignatureEditorProps } from "./SignatureEditor";

const M = signatureMessages.messages;

const ANA = {
  company: 2,
  name: "Ana Souza",
  title: "Consultora Sênior",
  email: "ana.souza@seleta.com.br",
  linkedin: "linkedin.com/in/anasouza",
  mobile_phone: "11987654321",
  phone: "1134567890",
};

/** The editor with a toast region, as the app shows it. */
/** Toasts stay until closed here: a loaded machine must not decide whether the screenshot shows one. */
function WithToasts(props: SignatureEditorProps) {
  const [queue] = useState(() => createToastQueue());
  return (
    <>
      <SignatureEditor
        {...props}
        onToast={(toast) => {
          props.onToast?.(toast);
          showToast(queue, toast, { timeout: null });
        }}
      />
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: "Widgets/SignatureEditor",
  component: SignatureEditor,
  args: { onSave: fn(), onNavigate: fn(), onToast: fn() },
  render: (args) => <WithToasts {...args} />,
  // Toasts are portalled to <body>.
  parameters: { screenshot: { target: "page" } },
} satisfies Meta<typeof SignatureEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (globals: Record<string, unknown>) => (text: LocalizedText) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

const preview = () => screen.getByTestId("signature-preview");

/** Spec §2: an empty form; the preview shows the placeholders Nome / Cargo / Telefone / E-mail. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await expect(canvas.getByRole("heading", { name: t(M.dialogTitle) })).toBeVisible();
    for (const placeholder of [M.namePlaceholder, M.titlePlaceholder, M.phonePlaceholder, M.emailPlaceholder]) {
      await expect(within(preview()).getByText(t(placeholder))).toBeVisible();
    }
    await expect(canvas.getByRole("button", { name: t(M.save) })).toBeEnabled();
  },
};

/** The recruiter's signature, filled: the preview shows it as their e-mails will. */
export const Filled: Story = {
  args: { defaultValues: ANA },
  play: async () => {
    await expect(within(preview()).getByText("Ana Souza")).toBeVisible();
    await expect(within(preview()).getAllByText("Seleta Executive Search")[0]).toBeVisible();
    await expect(within(preview()).getByRole("link", { name: "ana.souza@seleta.com.br" })).toHaveAttribute(
      "href",
      "mailto:ana.souza@seleta.com.br",
    );
    await expect(within(preview()).getByRole("link", { name: "LinkedIn" })).toHaveAttribute(
      "href",
      "https://linkedin.com/in/anasouza",
    );
  },
};

/** Spec §2: the preview's layout depends on the company — picking Seleta Tech by keyboard gives its banner. */
export const CompanyLayouts: Story = {
  args: { defaultValues: ANA },
  play: async ({ canvas }) => {
    const before = preview().innerHTML;
    await expect(before).not.toContain("background-color");
    const company = canvas.getAllByRole("button").find((button) => button.textContent?.includes("Executive"));
    if (!company) throw new Error("no company picker");
    company.focus();
    await userEvent.keyboard("{ArrowDown}");
    const techOption = await screen.findByRole("option", { name: "Seleta Tech" });
    await waitFor(() => expect(techOption).toBeVisible());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(within(preview()).getAllByText(/Seleta Tech/).length).toBeGreaterThan(0));
    // The banner layout: the company's coloured strip under the person.
    await expect(preview().innerHTML).toContain("background-color");
  },
};

/** Save on an empty form: each field says what is wrong, 'Select a company!' included, and nothing is saved. */
export const Invalid: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    await userEvent.click(canvas.getByRole("button", { name: t(M.save) }));
    await expect(await canvas.findByText(t(V.selectCompany))).toBeVisible();
    await expect(canvas.getByText(t(V.emailRequired))).toBeVisible();
    await expect(canvas.getByText(t(V.phoneRequired))).toBeVisible();
    await expect(canvas.getAllByText(t(V.required))).toHaveLength(2);
    await waitFor(() => expect(args.onToast).toHaveBeenCalledWith({ tone: "danger", title: t(V.formSummary) }));
    await expect(args.onSave).not.toHaveBeenCalled();
    // Typing in a field clears its message.
    await userEvent.type(canvas.getByRole("textbox", { name: new RegExp(t({ "pt-BR": "Nome", en: "Name" })) }), "A");
    await waitFor(() => expect(canvas.getAllByText(t(V.required))).toHaveLength(1));
  },
};

/** A save: 'Signature added with success!', the rendered HTML goes to the container, then the profile after 1 s. */
export const Saved: Story = {
  args: { defaultValues: ANA, onSave: fn(async () => undefined) },
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    const pressedAt = performance.now();
    await userEvent.click(canvas.getByRole("button", { name: t(M.save) }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [saved] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(saved.signature).toMatchObject({ name: "Ana Souza", company: 2, mobile_phone: "11987654321" });
    await expect(saved.html).toContain("<table");
    await expect(saved.html).toContain("Ana Souza");
    await expect(await screen.findByText(t(M.saved))).toBeVisible();
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith(RECRUITER_PROFILE_PATH), { timeout: 3000 });
    // Spec §9: the profile comes 1 s after the save, not at once (a lower bound holds on a loaded machine too).
    await expect(performance.now() - pressedAt).toBeGreaterThanOrEqual(1000);
  },
};

/** A failed save: 'Ops, houve um erro, tente novamente mais tarde', and what was typed stays. */
export const SaveFailed: Story = {
  args: { defaultValues: ANA, onSave: fn(async () => Promise.reject(new Error("500"))) },
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    await userEvent.click(canvas.getByRole("button", { name: t(M.save) }));
    await expect(await screen.findByText(t(M.saveFailed))).toBeVisible();
    await expect(canvas.getByDisplayValue("Ana Souza")).toBeVisible();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** Cancel goes to the recruiter profile at once and clears the form 0.5 s later (spec §4, §9). */
export const Cancelled: Story = {
  args: { defaultValues: ANA },
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    await userEvent.click(canvas.getByRole("button", { name: t(M.cancel) }));
    await expect(args.onNavigate).toHaveBeenCalledWith(RECRUITER_PROFILE_PATH);
    await expect(canvas.getByDisplayValue("Ana Souza")).toBeVisible();
    await waitFor(() => expect(canvas.queryByDisplayValue("Ana Souza")).toBeNull(), { timeout: 1500 });
    await expect(within(preview()).getByText(t(M.namePlaceholder))).toBeVisible();
  },
};
