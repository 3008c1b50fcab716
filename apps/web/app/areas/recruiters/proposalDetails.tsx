/**
 * `/recruiters/proposals/{id}/details` (spec §2): the proposal's record page, the registry's, at its own address; the
 * address is the proposal's details (its timeline to come), so for now it answers with the record page (a redirect).
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/proposalDetails";

/** The record page of the proposal an address names, or null (a 404). */
export function proposalRecordPath(id: string | undefined): string | null {
  return /^\d{1,10}$/.test(id ?? "") && Number(id) > 0 ? `/recruiters/proposals/${Number(id)}` : null;
}

function toRecordPage(id: string | undefined): Response {
  const path = proposalRecordPath(id);
  if (!path) throw data(null, { status: 404 });
  return redirect(path);
}

export async function loader({ params }: Route.LoaderArgs) {
  return toRecordPage(params.id);
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return toRecordPage(params.id);
}

export { AreaErrorBoundary as ErrorBoundary } from "../AreaErrorBoundary";

export default function ProposalDetails() {
  return null;
}
