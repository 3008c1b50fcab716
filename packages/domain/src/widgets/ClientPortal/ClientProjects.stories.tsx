import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { LocalizedText } from "../../catalogues/catalogue";
import { ClientProjectDetail, ClientProjectList } from "./ClientProjects";
import { CLIENT_PROJECT, CLIENT_PROJECTS } from "./fixtures";
import { clientPortalMessages } from "./messages";

const M = clientPortalMessages.messages;

const meta = {
  title: "Widgets/ClientPortal/ClientProjects",
  component: ClientProjectList,
  args: { projects: CLIENT_PROJECTS },
} satisfies Meta<typeof ClientProjectList>;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (globals: Record<string, unknown>) => (text: LocalizedText) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

/** The company's projects, each linking to its page. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Reestruturação financeira" })).toHaveAttribute(
      "href",
      "/client_contacts/projects/3",
    );
    await expect(canvas.getByText(/01\/08\/2026.*31\/01\/2027/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { projects: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("heading", { name: say(globals)(M.projectsEmpty) })).toBeVisible();
  },
};

/** One project: its description and its jobs, each linking to the job's address. */
export const Detail: Story = {
  render: () => <ClientProjectDetail data={CLIENT_PROJECT} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Reestruturação financeira" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Head de Tesouraria" })).toHaveAttribute(
      "href",
      "/client_contacts/jobs/head-de-tesouraria/17",
    );
  },
};
