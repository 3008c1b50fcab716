import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { settleAtRest } from "../storyAtRest";
import { type ShortlistContact, type ShortlistRecipientRow, ShortlistRecipients } from "./ShortlistRecipients";

const CONTACTS: ShortlistContact[] = [
  { id: 11, name: "Marina Alves", email: "marina@cliente.com.br", title: "Diretora de RH", way: "portal" },
  { id: 12, name: "Paulo Reis", email: "paulo@cliente.com.br", title: "CFO", way: "link" },
  { id: 13, name: "Lúcia Prado", email: "lucia@cliente.com.br", title: null, way: "link" },
];

const RECIPIENTS: ShortlistRecipientRow[] = [
  {
    id: 1,
    client_contact_id: 11,
    name: "Marina Alves",
    email: "marina@cliente.com.br",
    way: "portal",
    sent_at: "2026-11-20T13:00:00Z",
    opened_at: "2026-11-20T15:42:00Z",
    ratings: 3,
    expires_at: null,
    revoked_at: null,
  },
  {
    id: 2,
    client_contact_id: 12,
    name: "Paulo Reis",
    email: "paulo@cliente.com.br",
    way: "link",
    sent_at: "2026-11-20T13:00:00Z",
    opened_at: null,
    ratings: 0,
    expires_at: "2027-02-18T13:00:00Z",
    revoked_at: null,
  },
  {
    id: 3,
    client_contact_id: null,
    name: null,
    email: "antigo@cliente.com.br",
    way: "link",
    sent_at: "2026-11-02T09:30:00Z",
    opened_at: "2026-11-03T10:00:00Z",
    ratings: 1,
    expires_at: "2027-01-31T09:30:00Z",
    revoked_at: "2026-11-10T18:00:00Z",
  },
];

const meta = {
  title: "Domain/ShortlistRecipients",
  component: ShortlistRecipients,
  args: {
    contacts: CONTACTS,
    recipients: RECIPIENTS,
    candidates: 3,
    maxPerSend: 20,
    onSend: fn(async () => true),
    onResend: fn(),
    onRevoke: fn(),
  },
} satisfies Meta<typeof ShortlistRecipients>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A story that ends with the dialog open: the pointer leaves what it pressed, and the focus stays where the pointer
 * put it (the dialog keeps the focus inside; a pointer's focus draws no ring). The trigger stays drawn pressed while
 * its dialog is open, as react-aria marks it.
 */
async function dialogAtRest() {
  for (const hovered of document.querySelectorAll("[data-hovered]")) await userEvent.unhover(hovered);
  await waitFor(() => expect(document.querySelector("[data-hovered], [data-focus-visible]")).toBeNull());
}

/** Sent to three people: one opened it in the portal and rated, one has not opened the link, one was revoked. */
export const Sent: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === "en";
    const table = within(canvasElement).getByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(/Marina Alves.*Portal.*20\/11\/2026 12:42.*3/);
    // A revoked recipient keeps its row, without actions.
    await expect(rows[2]).toHaveTextContent(en ? "Revoked on 10/11/2026 15:00" : "Revogado em 10/11/2026 15:00");
    await expect(within(rows[2] as HTMLElement).queryByRole("button")).toBeNull();
  },
};

/** Not sent yet: the table's place says so. */
export const NotSent: Story = {
  args: { recipients: [] },
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === "en";
    await expect(
      within(canvasElement).getByText(
        en ? "This shortlist has not been sent yet." : "Esta shortlist ainda não foi enviada.",
      ),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole("table")).toBeNull();
  },
};

/** An empty shortlist cannot be sent: the button is off and the section says why. */
export const EmptyShortlist: Story = {
  args: { recipients: [], candidates: 0 },
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === "en";
    await expect(within(canvasElement).getByRole("button", { name: en ? "Send" : "Enviar" })).toBeDisabled();
    await expect(
      within(canvasElement).getByText(en ? "Add candidates before sending." : "Adicione candidatos antes de enviar."),
    ).toBeVisible();
  },
};

/** By keyboard and pointer: open the dialog, choose two contacts, send; the dialog closes once the send is done. */
export const SendToTwo: Story = {
  args: { recipients: [] },
  play: async ({ args, canvasElement, globals }) => {
    const en = globals.locale === "en";
    await userEvent.click(within(canvasElement).getByRole("button", { name: en ? "Send" : "Enviar" }));
    const dialog = await screen.findByRole("dialog", { name: en ? "Send the shortlist" : "Enviar a shortlist" });
    const send = within(dialog).getByRole("button", { name: en ? "Send" : "Enviar" });
    await expect(send).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Marina Alves/ }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Paulo Reis.*link/ }));
    await userEvent.click(
      within(dialog).getByRole("button", { name: en ? "Send to 2 contacts" : "Enviar para 2 contatos" }),
    );
    await expect(args.onSend).toHaveBeenCalledWith([11, 12]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await settleAtRest();
  },
};

/** More contacts than one send may name: the group says so and Send stays off. */
export const TooManyChosen: Story = {
  // No screenshot: once the error line grows the dialog, its text lands a pixel apart from one run to the next; the
  // play asserts the message and the disabled Send, and Send Fails's screenshot shows the open dialog.
  parameters: { screenshot: { disable: true } },
  args: { recipients: [], maxPerSend: 2 },
  play: async ({ args, canvasElement, globals }) => {
    const en = globals.locale === "en";
    await userEvent.click(within(canvasElement).getByRole("button", { name: en ? "Send" : "Enviar" }));
    const dialog = await screen.findByRole("dialog");
    for (const name of [/Marina/, /Paulo/, /Lúcia/]) {
      await userEvent.click(within(dialog).getByRole("checkbox", { name }));
    }
    await expect(
      within(dialog).getByText(en ? "Choose at most 2 contacts per send." : "Escolha no máximo 2 contatos por envio."),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole("button", { name: en ? "Send to 3 contacts" : "Enviar para 3 contatos" }),
    ).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
    await dialogAtRest();
  },
};

/** The send fails: the dialog stays open with the choice kept, so nothing is lost. */
export const SendFails: Story = {
  // The dialog is drawn outside the story's root: the picture is the page's.
  parameters: { screenshot: { target: "page" } },
  args: { recipients: [], onSend: fn(async () => false) },
  play: async ({ args, canvasElement, globals }) => {
    const en = globals.locale === "en";
    await userEvent.click(within(canvasElement).getByRole("button", { name: en ? "Send" : "Enviar" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Paulo/ }));
    await userEvent.click(
      within(dialog).getByRole("button", { name: en ? "Send to 1 contact" : "Enviar para 1 contato" }),
    );
    await expect(args.onSend).toHaveBeenCalledWith([12]);
    await expect(within(dialog).getByRole("checkbox", { name: /Paulo/ })).toBeChecked();
    await expect(screen.getByRole("dialog")).toBeVisible();
    await dialogAtRest();
  },
};

/** Revoking asks first; the recipient is revoked only once confirmed. */
export const RevokeConfirmed: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const en = globals.locale === "en";
    const paulo = within(canvasElement).getAllByRole("row")[2] as HTMLElement;
    await userEvent.click(within(paulo).getByRole("button", { name: en ? "Revoke" : "Revogar" }));
    const confirm = await screen.findByRole("alertdialog");
    await expect(confirm).toHaveTextContent(
      en
        ? "Revoke Paulo Reis's access? The link stops working at once."
        : "Revogar o acesso de Paulo Reis? O link para de funcionar na hora.",
    );
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole("button", { name: en ? "Revoke" : "Revogar" }));
    await waitFor(() => expect(args.onRevoke).toHaveBeenCalledWith(expect.objectContaining({ id: 2 })));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await userEvent.click(within(paulo).getByRole("button", { name: en ? "Resend" : "Reenviar" }));
    await expect(args.onResend).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await settleAtRest();
  },
};
