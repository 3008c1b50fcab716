/**
 * The recruiter's own things (spec §3/§7): the businesses they work in and the current one, the administrator's
 * dashboard, the profile with its e-mail signature, and where to sign in with an identity provider.
 */
import { ADMIN_API_PREFIX } from "@seleta/domain";
import type {
  adminDashboardSchema,
  businessesAnswerSchema,
  businessSchema,
  businessSelectionSchema,
  recruiterAnswerSchema,
  urlSchema,
  WireOf,
} from "@seleta/domain/wire";
import { hashKey, mutationOptions, queryOptions } from "@tanstack/react-query";
import { type RecruiterMe, sessionQueries } from "./auth";
import type { HttpClient } from "./http";
import { segment } from "./http";

/** Spec §3 Business as the recruiter's menus show it: id, name and logo. */
export type Business = WireOf<typeof businessSchema>;

export type BusinessSelection = WireOf<typeof businessSelectionSchema>;

export type AdminDashboard = WireOf<typeof adminDashboardSchema>;

export async function getBusinesses(http: HttpClient, signal?: AbortSignal): Promise<Business[]> {
  const body = await http.get<WireOf<typeof businessesAnswerSchema>>("/recruiters/businesses", { signal });
  return body.businesses;
}

export function getBusinessSelection(http: HttpClient, signal?: AbortSignal): Promise<BusinessSelection> {
  return http.get<BusinessSelection>("/recruiters/business.json", { signal });
}

/** Every later call works in the chosen business (tenancy is the server's: it scopes each request to it). */
export function selectBusiness(http: HttpClient, businessId: number): Promise<BusinessSelection> {
  return http.put<BusinessSelection>("/recruiters/business.json", { business_selected: businessId });
}

export function getAdminDashboard(http: HttpClient, signal?: AbortSignal): Promise<AdminDashboard> {
  return http.get<AdminDashboard>(`${ADMIN_API_PREFIX}/dashboard`, { signal });
}

export async function getRecruiterProfile(http: HttpClient, signal?: AbortSignal): Promise<RecruiterMe> {
  const body = await http.get<WireOf<typeof recruiterAnswerSchema>>("/recruiters/profile", { signal });
  return body.recruiter;
}

/** `PUT /recruiters/` with the signature's rendered HTML; the server sanitises it and answers what it kept. */
export async function updateSignature(http: HttpClient, signature: string | null): Promise<RecruiterMe> {
  const body = await http.put<WireOf<typeof recruiterAnswerSchema>>("/recruiters", { recruiter: { signature } });
  return body.recruiter;
}

/** Spec §4: where the browser goes to sign in with Microsoft (a signed-in recruiter links the account instead). */
export async function getMicrosoftAuthUrl(http: HttpClient, returnTo?: string): Promise<string> {
  // Asked from the sign-in page too, where a stale cookie's 401 must not announce an expired session.
  const body = await http.get<WireOf<typeof urlSchema>>("/recruiters/microsoft_auths/url", {
    query: { return_to: returnTo },
    signedIn: false,
  });
  return body.url;
}

export type CandidateAuthProvider = "linkedin" | "github" | "google";

/** Where a candidate signs in with a professional network, a code host or an identity provider (spec §7). */
export async function getCandidateAuthUrl(
  http: HttpClient,
  provider: CandidateAuthProvider,
  returnTo?: string,
): Promise<string> {
  const body = await http.get<WireOf<typeof urlSchema>>(`/candidates/auth/${segment(provider)}/url`, {
    query: { return_to: returnTo },
    signedIn: false,
  });
  return body.url;
}

export const recruiterQueries = {
  all: ["recruiter"] as const,
  businesses: (http: HttpClient) =>
    queryOptions({
      queryKey: [...recruiterQueries.all, "businesses"] as const,
      queryFn: ({ signal }) => getBusinesses(http, signal),
    }),
  businessSelection: (http: HttpClient) =>
    queryOptions({
      queryKey: [...recruiterQueries.all, "businessSelection"] as const,
      queryFn: ({ signal }) => getBusinessSelection(http, signal),
    }),
  adminDashboard: (http: HttpClient) =>
    queryOptions({
      queryKey: [...recruiterQueries.all, "adminDashboard"] as const,
      queryFn: ({ signal }) => getAdminDashboard(http, signal),
    }),
  profile: (http: HttpClient) =>
    queryOptions({
      queryKey: [...recruiterQueries.all, "profile"] as const,
      queryFn: ({ signal }) => getRecruiterProfile(http, signal),
    }),
};

export const recruiterMutations = {
  /** Another business changes every list, record and count on screen, and the user's own business_id. */
  selectBusiness: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...recruiterQueries.all, "selectBusiness"] as const,
      mutationFn: (businessId: number) => selectBusiness(http, businessId),
      onSuccess: async (selection, _id, _result, { client }) => {
        const { queryKey } = recruiterQueries.businessSelection(http);
        const businessSelectionHash = hashKey(queryKey);
        client.setQueryData(queryKey, selection);
        await client.invalidateQueries({
          predicate: (query) => query.queryHash !== businessSelectionHash,
        });
      },
    }),
  updateSignature: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...recruiterQueries.all, "updateSignature"] as const,
      mutationFn: (signature: string | null) => updateSignature(http, signature),
      onSuccess: (recruiter, _signature, _result, { client }) => {
        client.setQueryData(recruiterQueries.profile(http).queryKey, recruiter);
        client.setQueryData(sessionQueries.me(http, "recruiters").queryKey, recruiter);
      },
    }),
};
