/**
 * The message sets each hydrated page names in its loader data (`messageSets`, see messages.ts), decided here so the
 * loaders and messageSets.test.ts (which checks them against what each page's modules use) read one rule.
 */
import { entityForPath } from "@seleta/domain";
import type { MessageSetName } from "./messageSets";

/** The recruiters' sign-in pages (`/business`, `/recruiters/forgot_password`). */
export const SIGN_IN_PAGE_SETS: readonly MessageSetName[] = ["signIn"];

/** A recruiter's page: the area's texts, and an entity's pages' (lists, forms, details, applies) on those pages. */
export function recruiterPageSets(pathname: string): MessageSetName[] {
  return entityForPath(pathname) ? ["recruiters", "fields"] : ["recruiters"];
}

/**
 * The administrator area: its texts on every page and on the landing shown to whoever is not an administrator; every
 * page of the signed-in area is an entity's (its home lists its entities).
 */
export function administratorPageSets(signedIn: boolean): MessageSetName[] {
  return signedIn ? ["administrator", "fields"] : ["administrator"];
}
