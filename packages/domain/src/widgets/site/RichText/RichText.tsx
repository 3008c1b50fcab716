import * as styles from "./RichText.css";

export type RichTextProps = {
  /** HTML the API has already sanitised for the page (paragraphs, headings, lists, links): rendered as it is. */
  html: string;
  /** The text's language when it differs from the page's (content shown in pt-BR to an English visitor). */
  lang?: string | undefined;
};

/** An article's text, as the public site's content API serves it. */
export function RichText({ html, lang }: RichTextProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the API serves this HTML through its allow-list (publicSite/contentHtml.ts).
  return <div className={styles.richText} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
