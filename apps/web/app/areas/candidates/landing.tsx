/**
 * `/candidates`: the candidates' landing (spec §2), open to everyone: why register, the calls to sign up and sign
 * in, and the way to the jobs, in the public site's chrome (with its terms banner, read from the consent cookie).
 * Like the public site's pages it is a document without scripts (renderingModes.ts): a visitor deciding
 * whether to register downloads no JavaScript at all.
 */
import { CANDIDATE_SIGN_UP_PATH, candidateSignInPath } from "@seleta/domain/candidate-portal";
import { ButtonLink } from "@seleta/ui";
import { useIntl } from "react-intl";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root";
import { loadAsDocument } from "../loadAsDocument";
import { PUBLIC_PAGE_HEADERS } from "../public/layout";
import { consentOf } from "../public/site/consent";
import { PublicChrome } from "../public/site/PublicChrome";
import { publicPageMeta } from "../public/site/pageMeta";
import * as styles from "../public/site/sitePages.css";
import type { Route } from "./+types/landing";

const REASONS = [
  "candidateLanding.why.profile",
  "candidateLanding.why.visible",
  "candidateLanding.why.follow",
  "candidateLanding.why.private",
] as const;

export function headers() {
  return PUBLIC_PAGE_HEADERS;
}

export function loader({ request }: Route.LoaderArgs) {
  return { consent: consentOf(request.headers.get("cookie")) };
}

export const clientLoader = loadAsDocument;

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
        <h1 className={styles.title}>{intl.formatMessage({ id: "candidateLanding.title" })}</h1>
        <p className={styles.lead}>{intl.formatMessage({ id: "candidateLanding.lead" }, { brand })}</p>
        <div className={styles.actions}>
          <ButtonLink href={CANDIDATE_SIGN_UP_PATH} size="lg">
            {intl.formatMessage({ id: "candidateLanding.register" })}
          </ButtonLink>
          <ButtonLink href={candidateSignInPath()} size="lg" variant="outline">
            {intl.formatMessage({ id: "candidateLanding.signIn" })}
          </ButtonLink>
        </div>
        <section aria-labelledby="candidates-why" className={styles.section}>
          <h2 id="candidates-why" className={styles.heading}>
            {intl.formatMessage({ id: "candidateLanding.why" })}
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
          <a href="/jobs">{intl.formatMessage({ id: "candidateLanding.jobs" })}</a>
        </p>
      </main>
    </PublicChrome>
  );
}
