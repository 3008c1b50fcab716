import { Button, createToastQueue, showToast, ToastRegion } from "@seleta/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { LocalizedText } from "../../catalogues/catalogue";
import { V } from "../../rules/messages";
import { RECRUITER_PROFILE_PATH, signatureMessages } from "../../state/signatureForm";
import { SignatureDialog, type SignatureDialogProps } from "./SignatureDialog";

const M = signatureMessages.messages;

const ANA = {
  company: 5,
  name: "Ana Souza",
  title: "Consultora Sênior",
  email: "ana.souza@seleta.com.br",
  linkedin: "",
  mobile_phone: "11987654321",
  phone: "",
};

/** As the recruiter layout uses it: opened by the app (first login without a signature), with the app's toasts. */
/** Toasts stay until closed here: a loaded machine must not decide whether the screenshot shows one. */
function Harness(props: SignatureDialogProps) {
  const [queue] = useState(() => createToastQueue());
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Assinatura</Button>
      <SignatureDialog
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange?.(open);
        }}
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
  title: "Widgets/SignatureDialog",
  component: SignatureDialog,
  args: { isOpen: true, onSave: fn(), onNavigate: fn(), onToast: fn(), onOpenChange: fn() },
  render: (args) => <Harness {...args} />,
  parameters: { screenshot: { target: "page" } },
} satisfies Meta<typeof SignatureDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dialog this story opened, once it is on screen: the previous story's dialog may still be leaving the page (a
 * hidden element with the same role), so the query is repeated until a visible one answers.
 */
async function openDialog(name?: string): Promise<HTMLElement> {
  // Up to 5 s: the first story of a cold browser on a loaded machine opened its dialog after more than a second.
  return waitFor(
    () => {
      const dialog = screen
        .getAllByRole("dialog", name ? { name } : {})
        .find((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
      if (!dialog) throw new Error("no visible dialog yet");
      return dialog;
    },
    { timeout: 5000 },
  );
}

const say = (globals: Record<string, unknown>) => (text: LocalizedText) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

/** 'Add Your E-mail Signature', 1300 px at most, Cancel and Save (spec §2, §9). */
export const Open: Story = {
  play: async ({ globals }) => {
    const t = say(globals);
    const dialog = await openDialog(t(M.dialogTitle));
    await expect(dialog.parentElement).toHaveStyle({ maxWidth: "1300px" });
    await expect(within(dialog).getByRole("button", { name: t(M.cancel) })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: t(M.save) })).toBeVisible();
    await expect(within(screen.getByTestId("signature-preview")).getByText(t(M.namePlaceholder))).toBeVisible();
  },
};

/** The recruiter's current signature, with a company whose logo sits on top. */
export const Filled: Story = {
  args: { defaultValues: ANA },
  play: async () => {
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByDisplayValue("Ana Souza")).toBeVisible());
    await expect(within(screen.getByTestId("signature-preview")).getAllByText("Seleta Interim")[0]).toBeVisible();
  },
};

/** Save with a missing company: 'Select a company!', the dialog stays open. */
export const Invalid: Story = {
  args: { defaultValues: { ...ANA, company: null } },
  play: async ({ args, globals }) => {
    const t = say(globals);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: t(M.save) }));
    await expect(await within(dialog).findByText(t(V.selectCompany))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(screen.getByRole("dialog")).toBeInTheDocument();
  },
};

/** A save closes the dialog ('Signature added with success!') and leaves for the profile after 1 s. */
export const Saved: Story = {
  args: { defaultValues: ANA, onSave: fn(async () => undefined) },
  play: async ({ args, globals }) => {
    const t = say(globals);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: t(M.save) }));
    await expect(await screen.findByText(t(M.saved))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith(RECRUITER_PROFILE_PATH), { timeout: 2000 });
  },
};

/** Escape works as Cancel: the dialog closes, nothing is saved, and reopening shows a fresh form. */
export const EscapeCancels: Story = {
  args: { defaultValues: undefined },
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ args, canvas }) => {
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getAllByRole("textbox")[0] as HTMLElement, "Bruno");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.click(canvas.getByRole("button", { name: "Assinatura" }));
    const reopened = await openDialog();
    await expect(within(reopened).queryByDisplayValue("Bruno")).toBeNull();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};
