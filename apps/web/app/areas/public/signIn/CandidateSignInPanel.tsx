/**
 * The candidates' sign-in panel (spec §2: `/` is the candidates' login), drawn by the home when its URL asks for it:
 * plain forms that post to the home's `action` (candidateSignIn.server.ts), so it works without scripts; the page
 * to return to travels in a hidden field. Texts from the server's messages (i18n/lang/candidateSignIn).
 */
import { useIntl } from "react-intl";
import { CANDIDATE_SIGN_UP_PATH, SIGN_IN_FIELDS } from "./candidateSignIn";
import * as styles from "./candidateSignIn.css";
import type { SignInPanelData } from "./candidateSignIn.server";

export type CandidateSignInPanelProps = SignInPanelData & {
  /** Where the forms post: the home's own route (an index route takes `?index`). */
  action: string;
};

const PROVIDER_NAMES = { google: "Google", linkedin: "LinkedIn", github: "GitHub" } as const;

/** The sign-up page, with the same way back. */
function signUpHref(returnTo: string | undefined): string {
  return `${CANDIDATE_SIGN_UP_PATH}${returnTo ? `?redirect=${encodeURIComponent(returnTo)}` : ""}`;
}

export function CandidateSignInPanel({ action, returnTo, providers, email, problem }: CandidateSignInPanelProps) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `candidateSignIn.${id}` }, values);
  const back = returnTo ? <input type="hidden" name={SIGN_IN_FIELDS.returnTo} value={returnTo} /> : null;
  return (
    <section className={styles.panel} aria-labelledby="candidate-sign-in">
      <h2 id="candidate-sign-in" className={styles.heading}>
        {say("title")}
      </h2>
      <p className={styles.lead}>{say(returnTo ? "lead.returning" : "lead")}</p>
      {problem ? (
        <p id="candidate-sign-in-problem" className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <form method="post" action={action} className={styles.form}>
        {back}
        <label className={styles.field}>
          <span className={styles.label}>{say("email")}</span>
          <input
            className={styles.input}
            type="email"
            name={SIGN_IN_FIELDS.email}
            autoComplete="username"
            required
            defaultValue={email}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "candidate-sign-in-problem" : undefined}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{say("password")}</span>
          <input
            className={styles.input}
            type="password"
            name={SIGN_IN_FIELDS.password}
            autoComplete="current-password"
            required
            aria-invalid={problem ? true : undefined}
          />
        </label>
        <button className={styles.submit} type="submit" name={SIGN_IN_FIELDS.intent} value="password">
          {say("submit")}
        </button>
      </form>
      {providers.length > 0 ? (
        <form method="post" action={action} aria-label={say("social")}>
          {back}
          <ul className={styles.socialList}>
            {providers.map((provider) => (
              <li key={provider}>
                <button
                  className={styles.social}
                  type="submit"
                  name={SIGN_IN_FIELDS.intent}
                  value={`provider:${provider}`}
                >
                  {say("with", { provider: PROVIDER_NAMES[provider] })}
                </button>
              </li>
            ))}
          </ul>
        </form>
      ) : null}
      <div className={styles.links}>
        <a className={styles.link} href="/candidates/forgot_password">
          {say("forgot")}
        </a>
        <a className={styles.link} href={signUpHref(returnTo)}>
          {say("signUp")}
        </a>
      </div>
    </section>
  );
}
