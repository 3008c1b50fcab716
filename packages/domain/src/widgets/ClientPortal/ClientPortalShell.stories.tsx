import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import type { LocalizedText } from "../../catalogues/catalogue";
import { clientContactMenu } from "../../permissions/clientContactMenu";
import { ClientJobList } from "./ClientJobList";
import { ClientPortalShell } from "./ClientPortalShell";
import { CLIENT_JOBS } from "./fixtures";
import { clientPortalMessages } from "./messages";

const M = clientPortalMessages.messages;

const meta = {
  title: "Widgets/ClientPortal/ClientPortalShell",
  component: ClientPortalShell,
  args: {
    logo: <strong>Acme</strong>,
    contactName: "Carolina Mendes",
    menu: clientContactMenu({ is_admin: true }),
    currentPath: "/client_contacts/jobs",
    onSignOut: fn(),
    children: <ClientJobList jobs={CLIENT_JOBS.slice(0, 1)} />,
  },
} satisfies Meta<typeof ClientPortalShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (globals: Record<string, unknown>) => (text: LocalizedText) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

/** A portal administrator: Jobs and Projects, Jobs the page on screen; Sign out by keyboard. */
export const PortalAdministrator: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = say(globals);
    const menu = canvas.getByRole("navigation", { name: t(M.menu) });
    const links = Array.from(menu.querySelectorAll("a")).map((link) => link.getAttribute("href"));
    await expect(links).toEqual(["/client_contacts/jobs", "/client_contacts/projects"]);
    await expect(menu.querySelector('[aria-current="page"]')).toHaveAttribute("href", "/client_contacts/jobs");
    const signOut = canvas.getByRole("button", { name: t(M.signOut) });
    signOut.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** A contact who is not a portal administrator: no Projects entry. */
export const Contact: Story = {
  args: { menu: clientContactMenu({ is_admin: false }), currentPath: "/client_contacts/jobs/diretora-financeira/41" },
  play: async ({ canvas, globals }) => {
    const menu = canvas.getByRole("navigation", { name: say(globals)(M.menu) });
    const links = Array.from(menu.querySelectorAll("a")).map((link) => link.getAttribute("href"));
    await expect(links).toEqual(["/client_contacts/jobs"]);
    // A job's page is under Jobs.
    await expect(menu.querySelector('[aria-current="page"]')).toHaveAttribute("href", "/client_contacts/jobs");
  },
};
