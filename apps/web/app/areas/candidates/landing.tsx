/**
 * `/candidates`: the candidates' landing (spec §2), open to everyone: why register, the calls to sign up and sign
 * in, and the way to the jobs, in the public site's chrome (with its terms banner, read from the consent cookie).
 */
import { CANDIDATE_SIGN_UP_PATH, candidateSignInPath } from "@seleta/domain/candidate-portal";
import { ButtonLink } from "@seleta/ui";
import { useIntl } from "react-intl";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root";
import { consentOf } from "../public/site/consent";
import { PublicChrome } from "../public/site/PublicChrome";
import { publicPageMeta } from "../public/site/pageMeta";
import * as styles from "../public/site/sitePages.css";
import type { Route } from "./+types/landing";

const REASONS = [
  "areas.candidatesLanding.why.profile",
  "areas.candidatesLanding.why.visible",
  "areas.candidatesLanding.why.follow",
  "areas.candidatesLanding.why.private",
] as const;

export function loader({ request }: Route.LoaderArgs) {
  return { consent: consentOf(request.headers.get("cookie")) };
}

export function clientLoader() {
  return { consent: consentOf(document.cookie) };
}

export function meta({ matches }: Route.MetaArgs) {
  return publicPageMeta(matches, {
    title: "Candidatos",
    description: "Cadastre-se, candidate-se às vagas e acompanhe cada etapa dos seus processos seletivos.",
    path: "/candidates",
  });
}

export default function CandidatesLanding({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const brand = root?.business.title ?? "Seleta";
  return (
    <PublicChrome consent={loaderData.consent}>
      <main className={styles.page}>
        <h1 className={styles.title}>{intl.formatMessage({ id: "areas.candidatesLanding.title" })}</h1>
        <p className={styles.lead}>{intl.formatMessage({ id: "areas.candidatesLanding.lead" }, { brand })}</p>
        <div className={styles.actions}>
          <ButtonLink href={CANDIDATE_SIGN_UP_PATH} size="lg">
            {intl.formatMessage({ id: "areas.candidatesLanding.register" })}
          </ButtonLink>
          <ButtonLink href={candidateSignInPath()} size="lg" variant="outline">
            {intl.formatMessage({ id: "areas.candidatesLanding.signIn" })}
          </ButtonLink>
        </div>
        <section aria-labelledby="candidates-why" className={styles.section}>
          <h2 id="candidates-why" className={styles.heading}>
            {intl.formatMessage({ id: "areas.candidatesLanding.why" })}
          </h2>
          <ul className={styles.cards}>
            {REASONS.map((reason) => (
              <li key={reason} className={styles.card}>
                {intl.formatMessage({ id: reason }, { brand })}
              </li>
            ))}
          </ul>
        </section>
        <p className={styles.section}>
          <a href="/jobs">{intl.formatMessage({ id: "areas.candidatesLanding.jobs" })}</a>
        </p>
      </main>
    </PublicChrome>
  );
}
