/**
 * The client contacts' portal (spec §2 "Client-contact area", §6), for a signed-in client contact: their company's
 * jobs with what the firm delivered on each, one job with the shortlists sent to them and the candidates presented,
 * and the company's projects for its portal administrators (a 403 ApiError for anyone else). A job of another
 * company is a 404, by id or uid alike.
 */
import type {
  clientJobAnswerSchema,
  clientJobsAnswerSchema,
  clientProjectAnswerSchema,
  clientProjectsAnswerSchema,
  WireOf,
} from "@seleta/domain/wire";
import { queryOptions } from "@tanstack/react-query";
import { type HttpClient, segment } from "./http";

export type ClientJobSummary = WireOf<typeof clientJobsAnswerSchema>["jobs"][number];
export type ClientJob = WireOf<typeof clientJobAnswerSchema>;
export type ClientProjectSummary = WireOf<typeof clientProjectsAnswerSchema>["projects"][number];
export type ClientProject = WireOf<typeof clientProjectAnswerSchema>;

export async function getClientJobs(http: HttpClient, signal?: AbortSignal): Promise<ClientJobSummary[]> {
  const body = await http.get<WireOf<typeof clientJobsAnswerSchema>>("/client_contacts/jobs", { signal });
  return body.jobs;
}

/** `ref`: the job's uid, or its id when it has none (the portal address's last segment). */
export function getClientJob(http: HttpClient, ref: string, signal?: AbortSignal): Promise<ClientJob> {
  return http.get<ClientJob>(`/client_contacts/jobs/${segment(ref)}`, { signal });
}

export async function getClientProjects(http: HttpClient, signal?: AbortSignal): Promise<ClientProjectSummary[]> {
  const body = await http.get<WireOf<typeof clientProjectsAnswerSchema>>("/client_contacts/projects", { signal });
  return body.projects;
}

export function getClientProject(http: HttpClient, id: number, signal?: AbortSignal): Promise<ClientProject> {
  return http.get<ClientProject>(`/client_contacts/projects/${segment(id)}`, { signal });
}

export const clientPortalQueries = {
  all: ["clientPortal"] as const,
  jobs: (http: HttpClient) =>
    queryOptions({
      queryKey: [...clientPortalQueries.all, "jobs"] as const,
      queryFn: ({ signal }) => getClientJobs(http, signal),
    }),
  job: (http: HttpClient, ref: string) =>
    queryOptions({
      queryKey: [...clientPortalQueries.all, "jobs", ref] as const,
      queryFn: ({ signal }) => getClientJob(http, ref, signal),
    }),
  projects: (http: HttpClient) =>
    queryOptions({
      queryKey: [...clientPortalQueries.all, "projects"] as const,
      queryFn: ({ signal }) => getClientProjects(http, signal),
    }),
  project: (http: HttpClient, id: number) =>
    queryOptions({
      queryKey: [...clientPortalQueries.all, "projects", id] as const,
      queryFn: ({ signal }) => getClientProject(http, id, signal),
    }),
};
