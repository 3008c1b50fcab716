import { useMessage } from "../../useMessage";
import * as styles from "./CandidateSignIn.css";
import { candidateSignInMessages } from "./messages";

const M = candidateSignInMessages.messages;

/** The identity providers a candidate may sign in with, in the order the panel offers them. */
export const CANDIDATE_SIGN_IN_PROVIDERS = ["google", "linkedin", "github"] as const;
export type CandidateSignInProvider = (typeof CANDIDATE_SIGN_IN_PROVIDERS)[number];

/** The password form's fields. */
export const CANDIDATE_SIGN_IN_FIELDS = {
  email: "email",
  password: "password",
  returnTo: "redirect",
} as const;

const PROVIDER_NAMES: Readonly<Record<CandidateSignInProvider, string>> = {
  google: "Google",
  linkedin: "LinkedIn",
  github: "GitHub",
};

export type CandidateSignInProps = {
  /** Where the forms post: the page's own route, whose action signs in. */
  action: string;
  /** The page to return to afterwards (a path of this site), carried in a hidden field. */
  returnTo?: string | undefined;
  /** The providers the business configures for candidates. */
  providers?: readonly CandidateSignInProvider[];
  /**
   * Where a provider's link starts its sign-in (an address that redirects to the provider). A link, not a form: a
   * form's redirect to another origin breaks the page's CSP (`form-action 'self'`), a link's navigation does not.
   */
  providerHref: (provider: CandidateSignInProvider) => string;
  /** The e-mail typed before a refusal. */
  email?: string;
  /** Why the last attempt was refused, in the visitor's language (the server's words). */
  problem?: string | null;
  /** The sign-up page, with the same way back. */
  signUpHref: string;
  forgotHref: string;
};

const PROBLEM_ID = "candidate-sign-in-problem";

/**
 * Spec §2, the candidates' sign-in panel (their login is the home): a plain `<form method="post">` to the page's
 * action, so it works before and without any script, on a light card that reads on the home's dark hero. The
 * password's form comes first, so Enter in its fields signs in with the password; each provider is a link that
 * starts its sign-in. Controls show focus through CSS pseudo-classes (the page never hydrates).
 */
export function CandidateSignIn({
  action,
  returnTo,
  providers = [],
  providerHref,
  email = "",
  problem = null,
  signUpHref,
  forgotHref,
}: CandidateSignInProps) {
  const say = useMessage();
  const back = returnTo ? <input type="hidden" name={CANDIDATE_SIGN_IN_FIELDS.returnTo} value={returnTo} /> : null;
  const invalid = problem ? true : undefined;
  return (
    <section className={styles.panel} aria-labelledby="candidate-sign-in">
      <h2 id="candidate-sign-in" className={styles.heading}>
        {say(M.title)}
      </h2>
      <p className={styles.lead}>{say(returnTo ? M.returning : M.lead)}</p>
      {problem ? (
        <p id={PROBLEM_ID} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <form method="post" action={action} className={styles.form}>
        {back}
        <label className={styles.field}>
          <span className={styles.label}>{say(M.email)}</span>
          <input
            className={styles.input}
            type="email"
            name={CANDIDATE_SIGN_IN_FIELDS.email}
            autoComplete="username"
            required
            defaultValue={email}
            aria-invalid={invalid}
            aria-describedby={problem ? PROBLEM_ID : undefined}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{say(M.password)}</span>
          <input
            className={styles.input}
            type="password"
            name={CANDIDATE_SIGN_IN_FIELDS.password}
            autoComplete="current-password"
            required
            aria-invalid={invalid}
          />
        </label>
        <button className={styles.submit} type="submit">
          {say(M.submit)}
        </button>
      </form>
      {providers.length > 0 ? (
        <ul className={styles.socialList} aria-label={say(M.social)}>
          {providers.map((provider) => (
            <li key={provider}>
              <a className={styles.social} href={providerHref(provider)}>
                {say(M.with, { provider: PROVIDER_NAMES[provider] })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.links}>
        <a className={styles.link} href={forgotHref}>
          {say(M.forgot)}
        </a>
        <a className={styles.link} href={signUpHref}>
          {say(M.signUp)}
        </a>
      </div>
    </section>
  );
}
