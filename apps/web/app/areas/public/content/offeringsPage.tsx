/** The pages of solutions and of programmes: each one a section of the page, reachable by its anchor. */

import { RichText } from "@seleta/domain/site-widgets";
import type { PublicOfferingList } from "@seleta/domain/wire";
import { useIntl } from "react-intl";
import { type ContentListData, ContentListPage, OtherLanguageNotice } from "./ContentListPage";
import { langIfOther } from "./contentFormat";
import * as styles from "./contentPage.css";

export function OfferingsPage({ data }: { data: ContentListData<PublicOfferingList> }) {
  const intl = useIntl();
  const { list } = data;
  const lang = langIfOther(list.locale, intl.locale);
  return (
    <ContentListPage data={data} empty={list.items.length === 0} aside={<OtherLanguageNotice lang={lang} />}>
      <div className={styles.plainList} lang={lang}>
        {list.items.map((item) => (
          <section key={item.slug} id={item.slug} className={styles.offering} aria-labelledby={`${item.slug}-title`}>
            <h2 id={`${item.slug}-title`} className={styles.sectionTitle}>
              {item.title}
            </h2>
            {item.audience ? (
              <p className={styles.meta}>
                {intl.formatMessage({ id: "content.programs.audience" }, { audience: item.audience })}
              </p>
            ) : null}
            {item.body_html ? <RichText html={item.body_html} /> : <p>{item.summary}</p>}
          </section>
        ))}
      </div>
    </ContentListPage>
  );
}
