/**
 * The pages of publications and of insights: on the first page the latest one in full ("last"), then the previous
 * ones, each with its text behind a native disclosure (no script needed), and a plain link to the next page.
 */
import { getPublicPublications } from "@seleta/api-client";
import { RichText } from "@seleta/domain/site-widgets";
import type { PublicPublication, PublicPublicationList } from "@seleta/domain/wire";
import { useIntl } from "react-intl";
import { pageData } from "../../pageData";
import { langIfOther, longDate } from "./contentFormat";
import * as styles from "./contentPage.css";
import type { ContentPageServices } from "./contentPage.server";
import { pageHref, publicationAnchor } from "./contentPaths";
import { ListPager } from "./ListPager";

export type PublicationsData = { list: PublicPublicationList; title: string; description: string; path: string };

export async function loadPublications(
  services: ContentPageServices,
  request: Request,
  page: { kind: "publication" | "insights"; path: string; titleId: string; leadId: string },
): Promise<PublicationsData> {
  const pageNumber = new URL(request.url).searchParams.get("page") ?? undefined;
  const list = await pageData(getPublicPublications(services.http, { kind: page.kind, page: pageNumber }));
  return {
    list,
    title: services.text(page.titleId),
    description: services.text(page.leadId),
    path: pageHref(page.path, list.page),
  };
}

function PublicationMeta({ publication }: { publication: PublicPublication }) {
  const intl = useIntl();
  const facts = [
    intl.formatMessage({ id: `content.kind.${publication.kind}` }),
    ...(publication.published_at ? [longDate(intl, publication.published_at)] : []),
    ...(publication.author ? [intl.formatMessage({ id: "content.by" }, { author: publication.author })] : []),
  ];
  return <p className={styles.meta}>{facts.join(" · ")}</p>;
}

export function PublicationsPage({ data, leadId, path }: { data: PublicationsData; leadId: string; path: string }) {
  const intl = useIntl();
  const { list } = data;
  const lang = langIfOther(list.locale, intl.locale);
  const [latest, ...rest] = list.page === 1 ? list.publications : [undefined, ...list.publications];
  return (
    <main className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{data.title}</h1>
        <p className={styles.lead}>{intl.formatMessage({ id: leadId })}</p>
        {lang ? <p className={styles.notice}>{intl.formatMessage({ id: "content.otherLanguage" })}</p> : null}
      </header>
      {list.publications.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: "content.empty" })}</p>
      ) : null}
      {latest ? (
        <section className={styles.section} aria-labelledby="latest-title">
          <h2 id="latest-title" className={styles.sectionTitle}>
            {intl.formatMessage({ id: "content.publications.latest" })}
          </h2>
          <article id={publicationAnchor(latest)} className={styles.featured} lang={lang}>
            <h3 className={styles.featuredTitle}>{latest.title}</h3>
            <PublicationMeta publication={latest} />
            {latest.body_html ? <RichText html={latest.body_html} /> : <p>{latest.summary}</p>}
          </article>
        </section>
      ) : null}
      {rest.length > 0 ? (
        <section className={styles.section} aria-labelledby="previous-title">
          <h2 id="previous-title" className={styles.sectionTitle}>
            {intl.formatMessage({ id: "content.publications.previous" })}
          </h2>
          <div lang={lang}>
            {rest.map((publication) =>
              publication ? (
                <article key={publication.uid} id={publicationAnchor(publication)} className={styles.article}>
                  <h3 className={styles.articleTitle}>{publication.title}</h3>
                  <PublicationMeta publication={publication} />
                  {publication.summary ? <p>{publication.summary}</p> : null}
                  {publication.body_html ? (
                    <details className={styles.details}>
                      <summary>{intl.formatMessage({ id: "content.readMore" })}</summary>
                      <RichText html={publication.body_html} />
                    </details>
                  ) : null}
                </article>
              ) : null,
            )}
          </div>
        </section>
      ) : null}
      <ListPager path={path} page={list.page} hasMore={list.has_more} />
    </main>
  );
}
