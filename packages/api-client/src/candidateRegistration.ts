/**
 * The signed-in candidate's registration wizard (spec §2):
 *   GET  /candidates/registration                 → {registration, business_areas}
 *   POST /candidates/registration/stages {stage}  → {registration}   a stage done (its fields saved first)
 *   POST /candidates/registration                 → {registration}   the registration completed
 * A refusal is a 400 whose `fields` name the blank required fields (`ApiError.fields`).
 */
import type {
  CandidateRegistration,
  CandidateRegistrationAnswer,
  RegistrationProgressAnswer,
} from "@seleta/domain/wire";
import { queryOptions } from "@tanstack/react-query";
import type { HttpClient } from "./http";

export type { CandidateRegistration, CandidateRegistrationAnswer };

const REGISTRATION_PATH = "/candidates/registration";

export function getCandidateRegistration(http: HttpClient, signal?: AbortSignal): Promise<CandidateRegistrationAnswer> {
  return http.get<CandidateRegistrationAnswer>(REGISTRATION_PATH, { signal });
}

/** Records a stage as done; the server checks its required fields are saved. */
export async function completeRegistrationStage(http: HttpClient, stage: string): Promise<CandidateRegistration> {
  const body = await http.post<RegistrationProgressAnswer>(`${REGISTRATION_PATH}/stages`, { stage });
  return body.registration;
}

/** Completes the registration; the server checks every stage's required fields. */
export async function completeRegistration(http: HttpClient): Promise<CandidateRegistration> {
  const body = await http.post<RegistrationProgressAnswer>(REGISTRATION_PATH);
  return body.registration;
}

export const candidateRegistrationQueries = {
  all: ["candidateRegistration"] as const,
  registration: (http: HttpClient) =>
    queryOptions({
      queryKey: [...candidateRegistrationQueries.all, "registration"] as const,
      queryFn: ({ signal }) => getCandidateRegistration(http, signal),
    }),
};
