import { getPublicHome } from "@seleta/api-client";
import { BRANDS } from "@seleta/brand-themes";
import { CANDIDATE_FORGOT_PATH, candidateSignUpPath } from "@seleta/domain/candidate-portal";
import { AreaCards, CandidateSignIn, ContentCard, EventCard, Hero, JobSearchForm } from "@seleta/domain/site-widgets";
import type { PublicHome } from "@seleta/domain/wire";
import { useIntl } from "react-intl";
import { data, useRouteLoaderData } from "react-router";
import { requestContext } from "../../../request";
import type { loader as rootLoader } from "../../../root";
import { pageData } from "../../pageData";
import { HOMEPAGE_LAYOUT } from "../homepageLayout";
import { PUBLIC_PAGE_HEADERS } from "../layout";
import { candidateProviderHref, homeHeaders } from "../signIn/candidateSignIn";
import {
  candidateSignInAction,
  SIGN_IN_PAGE_HEADERS,
  type SignInPanelData,
  signInPanel,
} from "../signIn/candidateSignIn.server";
import { publicPageMeta } from "../site/pageMeta";
import type { Route } from "./+types/home";
import { eventCardFields } from "./ContentListPage";
import { longDate } from "./contentFormat";
import * as styles from "./contentPage.css";
import { type ContentPageServices, contentPageServices } from "./contentPage.server";
import { publicationMeta, specialtyPath } from "./contentPaths";

/** The home's navbar lies over its hero. */
export const handle = HOMEPAGE_LAYOUT;

export type HomeData = { home: PublicHome; description: string };

/** The candidates' sign-in panel the home shows in its hero when its URL asks (spec §2: `/` is their login). */
export type HomeSignIn = { panel: SignInPanelData; action: string };

/** The home's data: one call with what it shows (`/` on brand hosts loads the same through landing.tsx). */
export async function loadHome(services: ContentPageServices, brandName: string): Promise<HomeData> {
  const home = await pageData(getPublicHome(services.http));
  return { home, description: services.text("content.home.description", { brand: brandName }) };
}

export async function loader(args: Route.LoaderArgs) {
  const services = contentPageServices(args);
  const [home, signIn] = await Promise.all([
    loadHome(services, BRANDS[requestContext(args.request).brand].name),
    signInPanel(args.request, args.context),
  ]);
  return data({ ...home, signIn }, signIn ? { headers: SIGN_IN_PAGE_HEADERS } : undefined);
}

/** The candidates' sign-in panel's forms (candidateSignIn.server.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return candidateSignInAction(request, context);
}

export function headers(args: Route.HeadersArgs) {
  return homeHeaders(args, PUBLIC_PAGE_HEADERS);
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  publicPageMeta(matches, { title: "", description: data?.description ?? "", path: "/home" });

/** Spec §2's home: the brand's hero, its business areas, latest publications, upcoming events and solutions. */
export function Home({ data, signIn }: { data: HomeData; signIn?: HomeSignIn | null | undefined }) {
  const intl = useIntl();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const brandKey = root?.brand ?? "default";
  const brand = BRANDS[brandKey];
  const headerUrl = root?.business.headerUrl ?? null;
  const { home } = data;
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <main>
      <Hero
        title={text(`content.home.headline.${brandKey}`)}
        lead={text(brandKey === "tech" ? "content.home.lead.tech" : "content.home.lead", { brand: brand.name })}
        imageUrl={headerUrl}
        primaryAction={{ href: "/jobs", label: text("content.home.opportunities") }}
        secondaryAction={{ href: "/contact", label: text("content.home.contact") }}
        search={
          signIn ? (
            <CandidateSignIn
              {...signIn.panel}
              action={signIn.action}
              providerHref={(provider) => candidateProviderHref(provider, signIn.panel.returnTo)}
              signUpHref={candidateSignUpPath(signIn.panel.returnTo)}
              forgotHref={CANDIDATE_FORGOT_PATH}
            />
          ) : (
            <JobSearchForm variant="compact" />
          )
        }
      />
      <section className={styles.homeSection} aria-labelledby="home-areas">
        <div className={styles.sectionHeader}>
          <h2 id="home-areas" className={styles.sectionTitle}>
            {text("content.home.areas")}
          </h2>
          <a className={styles.link} href="/home/specialties">
            {text("content.home.seeAll")}
          </a>
        </div>
        <AreaCards areas={home.areas} hrefOf={specialtyPath} />
      </section>
      {home.publications.length > 0 ? (
        <section className={styles.homeSection} aria-labelledby="home-latest">
          <div className={styles.sectionHeader}>
            <h2 id="home-latest" className={styles.sectionTitle}>
              {text("content.home.latest")}
            </h2>
            <a className={styles.link} href="/home/insights">
              {text("content.home.seeAll")}
            </a>
          </div>
          <ul className={styles.cardGrid}>
            {home.publications.map((publication) => (
              <li key={publication.uid}>
                <ContentCard
                  title={publication.title}
                  href={publicationMeta(publication).href}
                  meta={[
                    text(`content.kind.${publication.kind}`),
                    ...(publication.published_at ? [longDate(intl, publication.published_at)] : []),
                  ]}
                  summary={publication.summary}
                  image={publication.image}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {home.events.length > 0 ? (
        <section className={styles.homeSection} aria-labelledby="home-events">
          <div className={styles.sectionHeader}>
            <h2 id="home-events" className={styles.sectionTitle}>
              {text("content.home.upcoming")}
            </h2>
            <a className={styles.link} href="/home/event">
              {text("content.home.seeAll")}
            </a>
          </div>
          <ul className={styles.cardGrid}>
            {home.events.map((event) => (
              <li key={event.uid}>
                <EventCard {...eventCardFields(intl, event)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {home.solutions.length > 0 ? (
        <section className={styles.homeSection} aria-labelledby="home-solutions">
          <div className={styles.sectionHeader}>
            <h2 id="home-solutions" className={styles.sectionTitle}>
              {text("content.home.solutions")}
            </h2>
            <a className={styles.link} href="/home/solutions">
              {text("content.home.seeAll")}
            </a>
          </div>
          <ul className={styles.cardGrid}>
            {home.solutions.map((solution) => (
              <li key={solution.slug}>
                <ContentCard
                  title={solution.title}
                  href={`/home/solutions#${solution.slug}`}
                  summary={solution.summary}
                  image={solution.image}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

export default function HomePage({ loaderData, actionData }: Route.ComponentProps) {
  const panel = actionData?.signIn ?? loaderData.signIn;
  return <Home data={loaderData} signIn={panel ? { panel, action: "/home" } : null} />;
}
