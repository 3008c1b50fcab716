import { ENTITY_MENU, type RolePermissions } from "@seleta/domain";
import { EntitiesPanel } from "@seleta/domain/widgets";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { describe, expect, it } from "vitest";
import { EntitiesTrigger } from "./EntitiesTrigger";

const readAll: RolePermissions = Object.fromEntries(ENTITY_MENU.map((name) => [name, ["read"] as const]));
const recruiter = { is_admin: false, role_permissions: readAll };
const admin = { is_admin: true, role_permissions: readAll };
const noop = () => undefined;
const pressable = { onClick: noop, onFocus: noop, onPointerEnter: noop };

const inApp = (node: ReactNode) =>
  renderToStaticMarkup(
    <IntlProvider locale="pt-BR" messages={{}} onError={noop}>
      {node}
    </IntlProvider>,
  );

/**
 * A trigger as the user meets it: what it says and shows (its content, markup included) and its button's name, type
 * and state. Classes differ by design (the light one styles :hover, react-aria's its data-* states) and react-aria's
 * own attributes (id, data-rac, tabindex of a button) change nothing a user sees or hears.
 */
function asSeen(html: string) {
  const button = /^<button([^>]*)>(.*)<\/button>$/s.exec(html);
  if (!button) throw new Error(`not one button: ${html}`);
  const attributes = Object.fromEntries(
    [...(button[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)]
      .filter(([, name]) => name === "type" || name?.startsWith("aria-"))
      .map(([, name, value]) => [name, value]),
  );
  return { attributes, content: button[2] };
}

const closedWidget = (user: typeof recruiter, pathname: string) =>
  asSeen(inApp(<EntitiesPanel user={user} pathname={pathname} />));
const lightTrigger = (user: typeof recruiter, pathname: string) =>
  asSeen(inApp(<EntitiesTrigger user={user} pathname={pathname} trigger={pressable} />));

describe("the Entities panel's light trigger", () => {
  it.each([
    ["an entity's list", recruiter, "/recruiters/jobs"],
    ["a record's page", recruiter, "/recruiters/candidates/42"],
    ["an admin-only entity, for an admin", admin, "/recruiters/invoices"],
    ["an admin-only entity, for a recruiter (not in their panel)", recruiter, "/recruiters/invoices"],
    ["a page that is no entity's", recruiter, "/recruiters/profile"],
    ["the home page", recruiter, "/recruiters"],
  ])("on %s, is the widget's trigger closed", (_, user, pathname) => {
    expect(lightTrigger(user, pathname)).toEqual(closedWidget(user, pathname));
  });

  it("shows the active entity's icon and label, and names it", () => {
    const { attributes, content } = lightTrigger(recruiter, "/recruiters/jobs/3");
    expect(attributes["aria-label"]).toBe("Entidades: Vagas");
    expect(attributes["aria-expanded"]).toBe("false");
    expect(content).toContain('data-testid="active-entity"');
    expect(content).toContain("lucide-briefcase");
    expect(content).toContain("<span>Vagas</span>");
  });

  it("shows the grid alone where no entity is active", () => {
    const { attributes, content } = lightTrigger(recruiter, "/recruiters");
    expect(attributes["aria-label"]).toBe("Entidades");
    expect(content).toContain("lucide-layout-grid");
    expect(content).not.toContain("active-entity");
  });
});
