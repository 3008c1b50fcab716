/**
 * The client contacts' portal addresses (spec §2 "Client-contact area"). A job's address is
 * `/client_contacts/jobs/{job_title}/{uid}`: the uid (or the id of a job without one) names the job, the title's slug
 * only makes the address readable, so a page opened with another slug redirects to this one.
 */
import { slugify } from "../format/slug";

export const CLIENT_PORTAL_HOME = "/client_contacts/";
export const CLIENT_PORTAL_FORGOT_PASSWORD = "/client_contacts/forgot_password";
export const CLIENT_PORTAL_JOBS = "/client_contacts/jobs";
export const CLIENT_PORTAL_PROJECTS = "/client_contacts/projects";

/** The job's reference in its address: the uid, else the id. */
export function clientJobRef(job: { readonly id: number; readonly uid?: string | null }): string {
  return job.uid ? job.uid : String(job.id);
}

export function clientJobPath(job: { readonly id: number; readonly uid?: string | null; readonly title: string }) {
  return `${CLIENT_PORTAL_JOBS}/${slugify(job.title)}/${encodeURIComponent(clientJobRef(job))}`;
}

/** A shortlist's review in the portal, by this contact's relationship to it. */
export function clientShortlistPath(relationshipUid: string): string {
  return `/client_contacts/shortlists/${encodeURIComponent(relationshipUid)}`;
}

export function clientProjectPath(project: { readonly id: number }): string {
  return `${CLIENT_PORTAL_PROJECTS}/${project.id}`;
}
