import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { LocalizedText } from "../../catalogues/catalogue";
import { ClientJobDetail } from "./ClientJobDetail";
import { CLIENT_JOB } from "./fixtures";
import { clientPortalMessages } from "./messages";

const M = clientPortalMessages.messages;

const meta = {
  title: "Widgets/ClientPortal/ClientJobDetail",
  component: ClientJobDetail,
  args: { data: CLIENT_JOB },
} satisfies Meta<typeof ClientJobDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (globals: Record<string, unknown>) => (text: LocalizedText) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

/** The shortlists sent to the contact, the candidates in the consultant's order with the contact's own rating. */
export const WithShortlists: Story = {
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await expect(canvas.getByRole("heading", { level: 1, name: "Diretora Financeira" })).toBeVisible();
    const [first, second] = canvas.getAllByRole("article") as HTMLElement[];
    const shortlist = within(first as HTMLElement);
    await expect(shortlist.getByRole("link", { name: /Shortlist — Diretora Financeira/ })).toHaveAttribute(
      "href",
      "/client_contacts/shortlists/rel7f3a9c21",
    );
    const names = within(shortlist.getByRole("list", { name: t(M.candidates) }))
      .getAllByRole("listitem")
      .map((item) => item.textContent ?? "");
    await expect(names[0]).toContain("Ana Souza");
    await expect(names[0]).toContain(t(M.liked));
    await expect(names[0]).toContain(t(M.starred));
    await expect(names[1]).toContain(t(M.disliked));
    await expect(names[2]).toContain(t(M.notRated));
    await expect(within(second as HTMLElement).getByText(t(M.noCandidates))).toBeVisible();
  },
};

/** The keyboard walks from the way back to each shortlist's review, in reading order. */
export const ByKeyboard: Story = {
  play: async ({ canvas, globals }) => {
    const back = canvas.getByRole("link", { name: say(globals)(M.backToJobs) });
    back.focus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /Shortlist — Diretora Financeira/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /Mapeamento inicial/ })).toHaveFocus();
  },
};

/** No shortlist sent to this contact yet. */
export const NoShortlists: Story = {
  args: { data: { ...CLIENT_JOB, shortlists: [] } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("heading", { name: say(globals)(M.shortlistsEmpty) })).toBeVisible();
  },
};
