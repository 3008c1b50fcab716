/**
 * Spec §6/§7 sign-in for the three strategies and what getting an account and getting back into it needs:
 * `POST|DELETE /{strategy}/sessions`, `GET /{strategy}` (the signed-in user under its root key), sign-up,
 * e-mail confirmation, forgotten and reset passwords.
 */
import type { AuthStrategy } from "@seleta/domain";
import {
  type candidateMeSchema,
  type candidateSignUpBodySchema,
  type clientContactMeSchema,
  type confirmationAnswerSchema,
  type credentialsBodySchema,
  type meAnswerSchemas,
  type messageSchema,
  type recruiterMeSchema,
  STRATEGY_ROOT_KEYS,
  type sessionUserSchemas,
  type signedInAnswerSchemas,
  type signUpAnswerSchema,
  type WireInputOf,
  type WireOf,
} from "@seleta/domain/wire";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { HttpClient } from "./http";
import { segment } from "./http";

/** The signed-in users as `GET /{strategy}` answers them (spec §3/§7), typed by the wire schemas the API answers with. */
export type RecruiterMe = WireOf<typeof recruiterMeSchema>;
export type CandidateMe = WireOf<typeof candidateMeSchema>;
export type ClientContactMe = WireOf<typeof clientContactMeSchema>;

export type SessionUsers = { [S in AuthStrategy]: WireOf<(typeof sessionUserSchemas)[S]> };
export type SessionUser<S extends AuthStrategy> = SessionUsers[S];

export { STRATEGY_ROOT_KEYS };

type MeAnswer<S extends AuthStrategy> = WireOf<(typeof meAnswerSchemas)[S]>;

function userOf<S extends AuthStrategy>(strategy: S, body: MeAnswer<S>): SessionUser<S> {
  return (body as Record<string, unknown>)[STRATEGY_ROOT_KEYS[strategy]] as SessionUser<S>;
}

export type Credentials = WireInputOf<typeof credentialsBodySchema>;

/** A new session: the token (for Bearer use; the browser also got it as an HttpOnly cookie) and the user. */
export type SignedIn<S extends AuthStrategy> = { token: string; user: SessionUser<S> };
type SignedInAnswer<S extends AuthStrategy> = WireOf<(typeof signedInAnswerSchemas)[S]>;

export async function signIn<S extends AuthStrategy>(
  http: HttpClient,
  strategy: S,
  credentials: Credentials,
): Promise<SignedIn<S>> {
  // A wrong password answers 401 too: it is not an expired session.
  const body = await http.post<SignedInAnswer<S>>(`/${strategy}/sessions`, credentials, {
    signedIn: false,
  });
  return { token: body.token, user: userOf(strategy, body as MeAnswer<S>) };
}

export async function signOut(http: HttpClient, strategy: AuthStrategy): Promise<void> {
  // Signing out of a session that already ended is a success, not a second 'Session expired!'.
  await http.delete<null>(`/${strategy}/sessions`, { signedIn: false });
}

export type MeOptions = {
  signal?: AbortSignal;
  /**
   * False when the caller only asks whether anyone is signed in (an SSR loader of a public page): its 401 then
   * answers null instead of reporting an expired session.
   */
  signedIn?: boolean;
};

export async function getMe<S extends AuthStrategy>(
  http: HttpClient,
  strategy: S,
  options?: MeOptions & { signedIn?: true },
): Promise<SessionUser<S>>;
export async function getMe<S extends AuthStrategy>(
  http: HttpClient,
  strategy: S,
  options: MeOptions & { signedIn: false },
): Promise<SessionUser<S> | null>;
export async function getMe<S extends AuthStrategy>(
  http: HttpClient,
  strategy: S,
  { signal, signedIn = true }: MeOptions = {},
): Promise<SessionUser<S> | null> {
  try {
    const body = await http.get<MeAnswer<S>>(`/${strategy}`, { signal, signedIn });
    return userOf(strategy, body);
  } catch (error) {
    if (!signedIn && (error as { status?: unknown }).status === 401) return null;
    throw error;
  }
}

export type CandidateSignUp = WireInputOf<typeof candidateSignUpBodySchema>["candidate"];

/**
 * `POST /candidates`: answers the server's message, the same whether or not the e-mail already had an account (a
 * new one gets a confirmation mail, a taken one a note to its owner). No session: the candidate signs in next.
 */
export async function signUpCandidate(http: HttpClient, candidate: CandidateSignUp): Promise<string> {
  const body = await http.post<WireOf<typeof signUpAnswerSchema>>("/candidates", { candidate }, { signedIn: false });
  return body.message;
}

export type ConfirmedCandidate = WireOf<typeof confirmationAnswerSchema>["candidate"];

export async function confirmEmail(http: HttpClient, token: string): Promise<ConfirmedCandidate> {
  const body = await http.post<WireOf<typeof confirmationAnswerSchema>>(`/confirmations/${segment(token)}`, undefined, {
    signedIn: false,
  });
  return body.candidate;
}

/** The same answer whether or not the e-mail has an account (no account discovery). */
export async function requestPasswordReset(http: HttpClient, strategy: AuthStrategy, email: string): Promise<string> {
  const body = await http.post<WireOf<typeof messageSchema>>(`/${strategy}/password`, { email }, { signedIn: false });
  return body.message;
}

export async function resetPassword(
  http: HttpClient,
  strategy: AuthStrategy,
  reset: { token: string; password: string },
): Promise<string> {
  const body = await http.put<WireOf<typeof messageSchema>>(`/${strategy}/password`, reset, { signedIn: false });
  return body.message;
}

/** Query keys and options of the session. */
export const sessionQueries = {
  all: ["session"] as const,
  me: <S extends AuthStrategy>(http: HttpClient, strategy: S) =>
    queryOptions({
      queryKey: [...sessionQueries.all, strategy, "me"] as const,
      queryFn: ({ signal }) => getMe(http, strategy, { signal }),
    }),
};

/**
 * Sign-in and sign-out as TanStack mutations. Signing in fills the user's query; signing out empties the whole
 * cache, so the next person at this browser never sees the last one's data.
 */
export const sessionMutations = {
  signIn: <S extends AuthStrategy>(http: HttpClient, strategy: S) =>
    mutationOptions({
      mutationKey: [...sessionQueries.all, strategy, "signIn"] as const,
      mutationFn: (credentials: Credentials) => signIn(http, strategy, credentials),
      onSuccess: (signedIn, _credentials, _result, { client }) => {
        client.setQueryData(sessionQueries.me(http, strategy).queryKey, signedIn.user);
      },
    }),
  signOut: (http: HttpClient, strategy: AuthStrategy) =>
    mutationOptions({
      mutationKey: [...sessionQueries.all, strategy, "signOut"] as const,
      mutationFn: () => signOut(http, strategy),
      onSuccess: (_data, _variables, _result, { client }) => {
        client.removeQueries();
      },
    }),
};
