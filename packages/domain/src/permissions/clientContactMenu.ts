/**
 * The client contact's menu (spec §2/§6), apart from the recruiters' menus and the portal's addresses: a page that
 * shows neither menu (the forgotten password) loads none of their texts.
 */
import { defineMessages, type Message } from "../i18n/messageSet";
import { CLIENT_PORTAL_JOBS, CLIENT_PORTAL_PROJECTS } from "./clientPortal";

export const clientContactMenuMessages = defineMessages("clientContactMenu", {
  jobs: { "pt-BR": "Vagas", en: "Job" },
  projects: { "pt-BR": "Projetos", en: "Projects" },
});

export type ClientContactMenuEntry = {
  readonly label: Message;
  readonly route: string;
  readonly requiresAdmin: boolean;
};

/**
 * Spec §2/§6, the client contact's menu: Job and Projects; items may require is_admin. Projects carry the
 * engagement's commercial terms, so only the company's portal administrators see them.
 */
export const CLIENT_CONTACT_MENU: readonly ClientContactMenuEntry[] = [
  { label: clientContactMenuMessages.messages.jobs, route: CLIENT_PORTAL_JOBS, requiresAdmin: false },
  { label: clientContactMenuMessages.messages.projects, route: CLIENT_PORTAL_PROJECTS, requiresAdmin: true },
];

export function clientContactMenu(contact: { readonly is_admin: boolean }): ClientContactMenuEntry[] {
  return CLIENT_CONTACT_MENU.filter((entry) => !entry.requiresAdmin || contact.is_admin);
}
