/**
 * Spec §6/§7 sign-in for the three strategies and what getting an account and getting back into it needs:
 * `POST|DELETE /{strategy}/sessions`, `GET /{strategy}` (the signed-in user under its root key), sign-up,
 * e-mail confirmation, forgotten and reset passwords.
 */
import type { AuthStrategy, RolePermissions } from "@seleta/domain";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { HttpClient } from "./http";
import { segment } from "./http";

/**
 * The signed-in users as `GET /{strategy}` answers them (spec §3/§7). The domain has no schema of these yet: they
 * mirror apps/api/src/auth/me.ts, and test/auth.test.ts fails when the server's answer gains or loses a key.
 */
export type RecruiterMe = {
  id: number;
  name: string;
  email: string;
  is_admin: boolean;
  photoUrl: string | null;
  signature: string | null;
  /** The live socket's token (spec §7); null until the cable is served, and then the app opens no socket. */
  devise_token: string | null;
  logged_in_with_microsoft: boolean;
  role_permissions: RolePermissions;
  business_id: number | null;
};

export type CandidateMe = {
  id: number;
  name: string;
  email: string;
  avatar_url: string | null;
  completed_register: boolean;
  confirmed: boolean;
};

export type ClientContactMe = {
  id: number;
  name: string;
  email: string;
  is_admin: boolean;
  photoUrl: string | null;
  client_company_id: number;
};

export type SessionUsers = { candidates: CandidateMe; recruiters: RecruiterMe; client_contacts: ClientContactMe };
export type SessionUser<S extends AuthStrategy> = SessionUsers[S];

/** The Rails-style root key each strategy's user travels under (`{"recruiter": {...}}`). */
export const STRATEGY_ROOT_KEYS = {
  candidates: "candidate",
  recruiters: "recruiter",
  client_contacts: "client_contact",
} as const satisfies Record<AuthStrategy, string>;

type RootKey<S extends AuthStrategy> = (typeof STRATEGY_ROOT_KEYS)[S];
type UnderRootKey<S extends AuthStrategy> = { [K in RootKey<S>]: SessionUser<S> };

function userOf<S extends AuthStrategy>(strategy: S, body: UnderRootKey<S>): SessionUser<S> {
  return (body as Record<string, unknown>)[STRATEGY_ROOT_KEYS[strategy]] as SessionUser<S>;
}

export type Credentials = { email: string; password: string };

/** A new session: the token (for Bearer use; the browser also got it as an HttpOnly cookie) and the user. */
export type SignedIn<S extends AuthStrategy> = { token: string; user: SessionUser<S> };

export async function signIn<S extends AuthStrategy>(
  http: HttpClient,
  strategy: S,
  credentials: Credentials,
): Promise<SignedIn<S>> {
  // A wrong password answers 401 too: it is not an expired session.
  const body = await http.post<{ token: string } & UnderRootKey<S>>(`/${strategy}/sessions`, credentials, {
    signedIn: false,
  });
  return { token: body.token, user: userOf(strategy, body) };
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
    const body = await http.get<UnderRootKey<S>>(`/${strategy}`, { signal, signedIn });
    return userOf(strategy, body);
  } catch (error) {
    if (!signedIn && (error as { status?: unknown }).status === 401) return null;
    throw error;
  }
}

export type CandidateSignUp = { name: string; email: string; password: string };

/** `POST /candidates`: the account, its candidate record and a session; the confirmation e-mail is on its way. */
export async function signUpCandidate(http: HttpClient, candidate: CandidateSignUp): Promise<SignedIn<"candidates">> {
  const body = await http.post<{ token: string; candidate: CandidateMe }>(
    "/candidates",
    { candidate },
    { signedIn: false },
  );
  return { token: body.token, user: body.candidate };
}

export type ConfirmedCandidate = { id: number; email: string; confirmed: true };

export async function confirmEmail(http: HttpClient, token: string): Promise<ConfirmedCandidate> {
  const body = await http.post<{ candidate: ConfirmedCandidate }>(`/confirmations/${segment(token)}`, undefined, {
    signedIn: false,
  });
  return body.candidate;
}

/** The same answer whether or not the e-mail has an account (no account discovery). */
export async function requestPasswordReset(http: HttpClient, strategy: AuthStrategy, email: string): Promise<string> {
  const body = await http.post<{ message: string }>(`/${strategy}/password`, { email }, { signedIn: false });
  return body.message;
}

export async function resetPassword(
  http: HttpClient,
  strategy: AuthStrategy,
  reset: { token: string; password: string },
): Promise<string> {
  const body = await http.put<{ message: string }>(`/${strategy}/password`, reset, { signedIn: false });
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
