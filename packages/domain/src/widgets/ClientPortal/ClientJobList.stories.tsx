import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { LocalizedText } from "../../catalogues/catalogue";
import { ClientJobList } from "./ClientJobList";
import { CLIENT_JOBS } from "./fixtures";
import { clientPortalMessages } from "./messages";

const M = clientPortalMessages.messages;

const meta = {
  title: "Widgets/ClientPortal/ClientJobList",
  component: ClientJobList,
  args: { jobs: CLIENT_JOBS },
} satisfies Meta<typeof ClientJobList>;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (globals: Record<string, unknown>) => (text: LocalizedText) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

/** Each job links to its address (title slug and uid, or id); the latest shortlist sent links to its review. */
export const Populated: Story = {
  play: async ({ canvas, globals }) => {
    const titles = canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    await expect(titles).toEqual(["Diretora Financeira", "Gerente de Controladoria", "Head de Tesouraria"]);
    await expect(canvas.getByRole("link", { name: "Diretora Financeira" })).toHaveAttribute(
      "href",
      "/client_contacts/jobs/diretora-financeira/q7Xk2mPzR4tW9vB1nC8dEa",
    );
    // A job without a uid is named by its id.
    await expect(canvas.getByRole("link", { name: "Head de Tesouraria" })).toHaveAttribute(
      "href",
      "/client_contacts/jobs/head-de-tesouraria/17",
    );
    const first = within(canvas.getAllByRole("article")[0] as HTMLElement);
    await expect(first.getByRole("link", { name: /Shortlist — Diretora Financeira/ })).toHaveAttribute(
      "href",
      "/client_contacts/shortlists/rel7f3a9c21",
    );
    await expect(first.getByText(/38/)).toBeVisible();
    const second = within(canvas.getAllByRole("article")[1] as HTMLElement);
    await expect(second.getByText(say(globals)(M.noShortlist))).toBeVisible();
  },
};

/** A company without jobs yet: what the page is for and what happens next. */
export const Empty: Story = {
  args: { jobs: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("heading", { name: say(globals)(M.jobsEmpty) })).toBeVisible();
    await expect(canvas.getByText(say(globals)(M.jobsEmptyHelp))).toBeVisible();
  },
};
