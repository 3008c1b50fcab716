import { useMessage } from "../../useMessage";
import * as styles from "./CandidateSignIn.css";
import { candidateSignInMessages } from "./messages";

const M = candidateSignInMessages.messages;

/** The identity providers a candidate may sign in with, in the order the panel offers them. */
export const CANDIDATE_SIGN_IN_PROVIDERS = ["google", "linkedin", "github"] as const;
export type CandidateSignInProvider = (typeof CANDIDATE_SIGN_IN_PROVIDERS)[number];

/** The form's fields; the button pressed names the way in (`password`, or `provider:<name>`). */
export const CANDIDATE_SIGN_IN_FIELDS = {
  email: "email",
  password: "password",
  returnTo: "redirect",
  intent: "intent",
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
 * Spec §2, the candidates' sign-in panel (their login is the home): plain `<form method="post">`s to the page's
 * action, so it works before and without any script, on a light card that reads on the home's dark hero. The
 * password's form comes first, so Enter in its fields signs in with the password; the providers post a form of
 * their own. Controls show focus through CSS pseudo-classes (the page never hydrates).
 */
export function CandidateSignIn({
  action,
  returnTo,
  providers = [],
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
        <button className={styles.submit} type="submit" name={CANDIDATE_SIGN_IN_FIELDS.intent} value="password">
          {say(M.submit)}
        </button>
      </form>
      {providers.length > 0 ? (
        <form method="post" action={action} aria-label={say(M.social)}>
          {back}
          <ul className={styles.socialList}>
            {providers.map((provider) => (
              <li key={provider}>
                <button
                  className={styles.social}
                  type="submit"
                  name={CANDIDATE_SIGN_IN_FIELDS.intent}
                  value={`provider:${provider}`}
                >
                  {say(M.with, { provider: PROVIDER_NAMES[provider] })}
                </button>
              </li>
            ))}
          </ul>
        </form>
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
