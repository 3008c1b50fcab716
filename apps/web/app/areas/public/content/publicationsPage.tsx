/**
 * The pages of publications and of insights: on the first page the latest one in full ("last"), then the previous
 * ones, each with its text behind a native disclosure (no script needed), and a plain link to the next page.
 */
import { getPublicPublications } from "@seleta/api-client";
import { RichText } from "@seleta/domain/site-widgets";
import type { PublicPublication, PublicPublicationList } from "@seleta/domain/wire";
import { useIntl } from "react-intl";
import {
  type ContentListData,
  ContentListPage,
  type ContentListSpec,
  listPager,
  loadContentList,
  OtherLanguageNotice,
} from "./ContentListPage";
import { langIfOther, longDate } from "./contentFormat";
import * as styles from "./contentPage.css";
import type { ContentPageServices } from "./contentPage.server";
import { publicationAnchor } from "./contentPaths";

export type PublicationsData = ContentListData<PublicPublicationList>;

/** The page's list: publications, or insights with research. */
export function loadPublications(
  services: ContentPageServices,
  request: Request,
  spec: ContentListSpec & { kind: "publication" | "insights" },
): Promise<PublicationsData> {
  return loadContentList(services, request, spec, (http, page) =>
    getPublicPublications(http, { kind: spec.kind, page }),
  );
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

export function PublicationsPage({ data, path }: { data: PublicationsData; path: string }) {
  const intl = useIntl();
  const { list } = data;
  const lang = langIfOther(list.locale, intl.locale);
  const [latest, ...rest] = list.page === 1 ? list.publications : [undefined, ...list.publications];
  return (
    <ContentListPage
      data={data}
      empty={list.publications.length === 0}
      aside={<OtherLanguageNotice lang={lang} />}
      pager={listPager(path, list)}
    >
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
    </ContentListPage>
  );
}
