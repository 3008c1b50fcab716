import { entityForPath, entityIndex, entityRoute } from "../entities/entityIndex";
import type { EntityIndexEntry } from "../entities/entityIndexEntry";
import type { EntityName } from "../entities/registry";
import { defineMessages, type Message } from "../i18n/messageSet";
import { can, type PermissionSubject } from "./can";

/** Spec §2, the Entities panel in the spec's order. */
export const ENTITY_MENU: readonly EntityName[] = [
  "candidates",
  "jobs",
  "client_companies",
  "client_contacts",
  "proposals",
  "submissions",
  "placements",
  "tasks",
  "contacts",
  "interviews",
  "template_notes",
  "prospecting_templates",
  // Not in the spec's list: the shortlists' templates are kept like the other templates.
  "shortlist_templates",
  "meetings",
  "sendout_queues",
  "tearsheets",
  "notes",
  "invoices",
  "projects",
  "billing_plans",
  "evaluations",
  "utilities",
];

/** Spec §2, the add-new (plus) menu in the spec's order. */
export const ADD_NEW_MENU: readonly EntityName[] = [
  "candidates",
  "jobs",
  "client_companies",
  "client_contacts",
  "tasks",
  "contacts",
  "proposals",
  "template_notes",
  "meetings",
];

export type EntityMenuEntry = {
  readonly entity: EntityIndexEntry;
  readonly label: Message;
  readonly icon: EntityIndexEntry["icon"];
  readonly route: string;
};

export const entityMenuMessages = defineMessages("entityMenu", {
  talentPool: { "pt-BR": "Banco de talentos", en: "Talent pool" },
});

/** The talent pool's page: the business's pool, found by the server (one per business), shown as a list. */
export const TALENT_POOL_ROUTE = "/recruiters/talent_pool";
/** The entity the talent pool is one record of. */
const TALENT_POOL_ENTITY: EntityName = "tearsheets";

/**
 * Spec §2/§6: each entry only if the user may read the entity (and is admin where the entity needs it). The talent
 * pool follows the lists, as the list it is (its entry names the lists' entity, so a list's page marks the lists).
 */
export function entityMenu(user: PermissionSubject | null | undefined): EntityMenuEntry[] {
  return ENTITY_MENU.map((name) => entityIndex[name])
    .filter((entity) => can(user, "read", entity))
    .flatMap((entity) => {
      const entry = { entity, label: entity.label.many, icon: entity.icon, route: entityRoute(entity) };
      return entity.name === TALENT_POOL_ENTITY
        ? [
            entry,
            { entity, label: entityMenuMessages.messages.talentPool, icon: entity.icon, route: TALENT_POOL_ROUTE },
          ]
        : [entry];
    });
}

/** Spec §2: the add-new targets, each shown only with read permission on the entity. */
export function addNewMenu(user: PermissionSubject | null | undefined): EntityMenuEntry[] {
  return ADD_NEW_MENU.map((name) => entityIndex[name])
    .filter((entity) => can(user, "read", entity))
    .map((entity) => ({
      entity,
      label: entity.label.one,
      icon: entity.icon,
      route: entityRoute(entity, { kind: "new" }),
    }));
}

export const RECRUITER_HOME = "/recruiters";

/**
 * Spec §2: on load, a path inside an entity the user may not read goes to the first allowed entity route, or to
 * /recruiters when there is none. Pages that are not entity pages (profile, dashboard) stay where they are.
 */
export function recruiterEntityRedirect(user: PermissionSubject | null | undefined, path: string): string | null {
  const active = entityForPath(path);
  if (active?.area !== "recruiter") return null;
  const menu = entityMenu(user);
  if (menu.some((entry) => entry.entity.name === active.name)) return null;
  // Entities outside the menu (signatures, feedbacks…) follow their own read permission.
  if (!ENTITY_MENU.includes(active.name as EntityName) && can(user, "read", active)) return null;
  return menu[0]?.route ?? RECRUITER_HOME;
}

export const userMenuMessages = defineMessages("userMenu", {
  greeting: { "pt-BR": "Olá, {name}", en: "Hi, {name}" },
  profile: { "pt-BR": "Perfil", en: "Profile" },
  companyProfile: { "pt-BR": "Perfil da empresa", en: "Company Profile" },
  administrator: { "pt-BR": "Administrador", en: "Administrator" },
  microsoftLogin: { "pt-BR": "Login Microsoft", en: "Microsoft Login" },
  logout: { "pt-BR": "Sair", en: "Log out" },
  companyProfileUpper: { "pt-BR": "PERFIL DA EMPRESA", en: "COMPANY PROFILE" },
  administratorUpper: { "pt-BR": "ADMNISTRADOR", en: "ADMINISTRATOR" },
});

const M = userMenuMessages.messages;

export type UserMenuEntry =
  | { readonly kind: "link"; readonly label: Message; readonly route: string }
  | { readonly kind: "action"; readonly label: Message; readonly action: "microsoftLogin" | "logout" };

/** Spec §2, the recruiter's user menu: Company Profile and Administrator for admins only. */
export function recruiterUserMenu(user: PermissionSubject): UserMenuEntry[] {
  return [
    { kind: "link", label: M.profile, route: "/recruiters/profile" },
    ...(user.is_admin
      ? ([
          { kind: "link", label: M.companyProfile, route: "/recruiters/business" },
          { kind: "link", label: M.administrator, route: "/administrator/" },
        ] as const)
      : []),
    { kind: "action", label: M.microsoftLogin, action: "microsoftLogin" },
    { kind: "action", label: M.logout, action: "logout" },
  ];
}
