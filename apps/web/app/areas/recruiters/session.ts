/**
 * The recruiter area's guards (spec §2): the session guard every area has, and the recruiter's own rule that a
 * page of an entity they may not read sends them to the first entity they may read, or /recruiters.
 */
import type { RecruiterMe } from "@seleta/api-client";
import { recruiterEntityRedirect } from "@seleta/domain";
import { requireSession } from "../session";

export const requireRecruiter = requireSession({ strategy: "recruiters" });

/** Where a recruiter on `url` must go instead, or null to stay. */
export function recruiterEntityGuard(me: RecruiterMe, url: URL): string | null {
  const to = recruiterEntityRedirect(me, url.pathname);
  return to && to !== url.pathname ? to : null;
}
