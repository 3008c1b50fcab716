import type { Locale } from "@seleta/domain";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { useRouteLoaderData } from "react-router";
import type { PageBusiness } from "../../../business/pageBusiness";
import { TERMS_VERSION } from "./consent";
import { type LegalDocument, type LegalDocumentKey, legalDocument } from "./legalTexts";
import { publicPageMeta } from "./pageMeta";
import * as styles from "./sitePages.css";

type RootData = { locale?: Locale; business?: PageBusiness } | undefined;
type MatchLike = { id: string; data?: unknown } | undefined;

/** Where a visitor writes to us (the texts name it). */
const CONTACT_PATH = "/contact";

function documentFor(key: LegalDocumentKey, root: RootData): LegalDocument {
  return legalDocument(key, root?.locale ?? "pt-BR", {
    site: root?.business?.title ?? "Seleta",
    contactPath: CONTACT_PATH,
  });
}

/** A legal page's `<title>`, description and canonical URL, in the page's language and with the site's name. */
export function legalPageMeta(key: LegalDocumentKey, path: string, matches: readonly MatchLike[]) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData;
  const document = documentFor(key, root);
  return publicPageMeta(matches, { title: document.title, description: document.description, path });
}

/** A legal text as a page: title, version in force, its sections with a table of contents. */
export function LegalPage({ document: key, children }: { document: LegalDocumentKey; children?: ReactNode }) {
  const intl = useIntl();
  const root = useRouteLoaderData("root") as RootData;
  const document = documentFor(key, root);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{document.title}</h1>
      <p className={styles.meta}>{intl.formatMessage({ id: "site.legal.updated" }, { version: TERMS_VERSION })}</p>
      <p className={styles.lead}>{document.intro}</p>
      <nav className={styles.toc} aria-labelledby="legal-contents">
        <h2 id="legal-contents" className={styles.tocTitle}>
          {intl.formatMessage({ id: "site.legal.contents" })}
        </h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className={styles.heading}>
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </main>
  );
}
