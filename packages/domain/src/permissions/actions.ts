import { z } from "zod";

/** What a role may do with an entity (spec §6 names read; the rest follow the screens' actions). */
export const ACTIONS = ["read", "create", "update", "delete", "export", "bulk"] as const;
export type Action = (typeof ACTIONS)[number];

/** Spec §3, role_permissions: entity name → allowed actions. */
export const rolePermissionsSchema = z.record(z.string().min(1), z.array(z.enum(ACTIONS)));
export type RolePermissions = Readonly<Record<string, readonly Action[]>>;
