import { getPublicSpecialties, getPublicSpecialty } from "@seleta/api-client";
import { AreaCards, RichText } from "@seleta/domain/site-widgets";
import type { PublicArea, PublicAreaPage } from "@seleta/domain/wire";
import { ButtonLink } from "@seleta/ui";
import { useIntl } from "react-intl";
import { pageData } from "../../pageData";
import { publicPageMeta } from "../site/pageMeta";
import type { Route } from "./+types/specialties";
import { ContentListPage } from "./ContentListPage";
import * as styles from "./contentPage.css";
import { contentPageServices } from "./contentPage.server";
import { specialtyPath } from "./contentPaths";

type SpecialtiesData =
  | { kind: "all"; areas: PublicArea[]; title: string; description: string }
  | { kind: "one"; area: PublicAreaPage; title: string; description: string };

/** Without a slug, every area; with one, that area (an unknown slug is the API's 404, and the page's). */
export async function loader(args: Route.LoaderArgs): Promise<SpecialtiesData> {
  const services = contentPageServices(args);
  const slug = args.params.specialty;
  if (!slug) {
    const list = await pageData(getPublicSpecialties(services.http));
    return {
      kind: "all",
      areas: list.areas,
      title: services.text("content.specialties.title"),
      description: services.text("content.specialties.lead"),
    };
  }
  const area = await pageData(getPublicSpecialty(services.http, slug));
  return {
    kind: "one",
    area,
    title: area.name,
    description: area.summary || services.text("content.specialties.description", { area: area.name }),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  publicPageMeta(matches, {
    title: data?.title ?? "",
    description: data?.description ?? "",
    path: data?.kind === "one" ? specialtyPath(data.area.slug) : "/home/specialties",
    image: data?.kind === "one" ? data.area.image : null,
  });

/** Spec §2 `/home/specialties/{specialty?}`: the business areas, or one of them with a way to its jobs. */
export default function Specialties({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  if (loaderData.kind === "all") {
    return (
      <ContentListPage data={loaderData} empty={loaderData.areas.length === 0}>
        <AreaCards areas={loaderData.areas} hrefOf={specialtyPath} withSummary headingLevel={2} />
      </ContentListPage>
    );
  }
  const { area } = loaderData;
  return (
    <main className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{area.name}</h1>
      </header>
      {area.description_html ? <RichText html={area.description_html} /> : null}
      <div className={styles.actions}>
        <ButtonLink href={`/jobs?specialty=${encodeURIComponent(area.slug)}`} size="lg">
          {intl.formatMessage({ id: "content.specialties.jobs" }, { area: area.name })}
        </ButtonLink>
        <a className={styles.link} href="/home/specialties">
          {intl.formatMessage({ id: "content.specialties.all" })}
        </a>
      </div>
    </main>
  );
}
