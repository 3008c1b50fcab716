import type { AnyEntity } from "../entities/defineEntity";
import { indexEntry } from "../entities/entityIndex";
import type { Action, RolePermissions } from "./actions";

/** Spec §3, what authorisation reads of a logged-in recruiter. */
export type PermissionSubject = {
  readonly is_admin: boolean;
  readonly role_permissions: RolePermissions;
};

/**
 * Spec §6: a recruiter may act on an entity when role_permissions allow the action; the admin-only entities
 * (invoices, billing plans, evaluations, utilities) also need is_admin, and the administrator area needs is_admin
 * alone. The server enforces the same function on every route; the UI only hides what would be refused.
 */
export function can(
  user: PermissionSubject | null | undefined,
  action: Action,
  entity: Pick<AnyEntity, "name" | "area" | "adminOnly"> | string,
): boolean {
  if (!user) return false;
  const target = typeof entity === "string" ? indexEntry(entity) : entity;
  if (!target) return false;
  if (target.area === "administrator") return user.is_admin;
  if (target.adminOnly && !user.is_admin) return false;
  return user.role_permissions[target.name]?.includes(action) ?? false;
}

/** The actions a user has on an entity, for toolbars that show only what works. */
export function allowedActions(
  user: PermissionSubject | null | undefined,
  entity: Pick<AnyEntity, "name" | "area" | "adminOnly"> | string,
): Action[] {
  return (["read", "create", "update", "delete", "export", "bulk"] as const).filter((action) =>
    can(user, action, entity),
  );
}

/**
 * Whether a list page offers "New …": the entity's records are made with the registry's form (no `createdBy` flow of
 * their own) and the user may create them — the very check the API's create makes (`allows` calls `can`), so the
 * button is shown wherever the create it leads to is accepted, and nowhere it would be refused.
 */
export function canCreateFromList(
  user: PermissionSubject | null | undefined,
  entity: Pick<AnyEntity, "name" | "area" | "adminOnly" | "hasNewPage">,
): boolean {
  return entity.hasNewPage && can(user, "create", entity);
}
