import { z } from "zod";
import type { CatalogueKey } from "../catalogues/catalogue";
import { permissionActions } from "../catalogues/permissionActions";

export type Action = CatalogueKey<typeof permissionActions>;

/** What a role may do with an entity (spec §6 names read; the rest follow the screens' actions): the catalogue's keys. */
export const ACTIONS = permissionActions.entries.map((entry) => entry.key) as readonly Action[] as readonly [
  Action,
  ...Action[],
];

/** Spec §3, role_permissions: entity name → allowed actions. */
export const rolePermissionsSchema = z.record(z.string().min(1), z.array(z.enum(ACTIONS)));
export type RolePermissions = Readonly<Record<string, readonly Action[]>>;
