import { getPublicPublications } from "@seleta/api-client";
import { ContentCard } from "@seleta/domain/site-widgets";
import { useIntl } from "react-intl";
import { pageData } from "../../pageData";
import { publicPageMeta } from "../site/pageMeta";
import type { Route } from "./+types/media";
import { langIfOther, longDate } from "./contentFormat";
import * as styles from "./contentPage.css";
import { contentPageServices } from "./contentPage.server";
import { pageHref } from "./contentPaths";
import { ListPager } from "./ListPager";

const PATH = "/home/midia";

export async function loader(args: Route.LoaderArgs) {
  const services = contentPageServices(args);
  const page = new URL(args.request.url).searchParams.get("page") ?? undefined;
  const list = await pageData(getPublicPublications(services.http, { kind: "media", page }));
  return {
    list,
    title: services.text("content.media.title"),
    description: services.text("content.media.lead"),
    path: pageHref(PATH, list.page),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  publicPageMeta(matches, { title: data?.title ?? "", description: data?.description ?? "", path: data?.path ?? PATH });

/** Spec §2 `/home/midia`: the firm in the press, each mention leading to the outlet's article. */
export default function Media({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { list } = loaderData;
  const lang = langIfOther(list.locale, intl.locale);
  return (
    <main className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{loaderData.title}</h1>
        <p className={styles.lead}>{loaderData.description}</p>
      </header>
      {list.publications.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: "content.empty" })}</p>
      ) : (
        <ul className={styles.cardGrid}>
          {list.publications.map((mention) => (
            <li key={mention.uid}>
              <ContentCard
                title={mention.title}
                href={mention.external_url}
                meta={[
                  ...(mention.outlet
                    ? [intl.formatMessage({ id: "content.media.opens" }, { outlet: mention.outlet })]
                    : []),
                  ...(mention.published_at ? [longDate(intl, mention.published_at)] : []),
                ]}
                summary={mention.summary}
                image={mention.image}
                headingLevel={2}
                lang={lang}
              />
            </li>
          ))}
        </ul>
      )}
      <ListPager path={PATH} page={list.page} hasMore={list.has_more} />
    </main>
  );
}
