import * as site from "../siteStyles.css";

export type ContentCardProps = {
  title: string;
  /** Where the card leads; an address on another site opens as an outside link (`rel="noopener"`). */
  href?: string | null | undefined;
  /** Short facts above the text: a kind, a date, an outlet, a duration. */
  meta?: readonly string[] | undefined;
  summary?: string | null | undefined;
  image?: string | null | undefined;
  /** The title's heading level within the page. */
  headingLevel?: 2 | 3;
  /** The card's language when it differs from the page's. */
  lang?: string | undefined;
};

const isOutside = (href: string) => /^https?:\/\//i.test(href);

/** A publication, an insight, a media mention, a course, a solution or a programme, as a card of a list. */
export function ContentCard({ title, href, meta, summary, image, headingLevel = 3, lang }: ContentCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={`${site.card} ${site.accent}`} lang={lang}>
      {image ? <img className={site.cardImage} src={image} alt="" width={640} height={360} loading="lazy" /> : null}
      <Heading className={site.cardTitle}>
        {href ? (
          <a
            className={site.cardLink}
            href={href}
            {...(isOutside(href) ? { rel: "noopener noreferrer", target: "_blank" } : {})}
          >
            {title}
          </a>
        ) : (
          title
        )}
      </Heading>
      {meta && meta.length > 0 ? <p className={site.cardMeta}>{meta.join(" · ")}</p> : null}
      {summary ? <p className={site.cardText}>{summary}</p> : null}
    </article>
  );
}
