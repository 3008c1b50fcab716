import { getPublicCourses } from "@seleta/api-client";
import { ContentCard } from "@seleta/domain/site-widgets";
import type { PublicCourseSummary } from "@seleta/domain/wire";
import { type IntlShape, useIntl } from "react-intl";
import { pageData } from "../../pageData";
import { publicPageMeta } from "../site/pageMeta";
import type { Route } from "./+types/courses";
import { langIfOther, longDate, price } from "./contentFormat";
import * as styles from "./contentPage.css";
import { contentPageServices } from "./contentPage.server";
import { coursePath, pageHref } from "./contentPaths";
import { ListPager } from "./ListPager";

const PATH = "/courses";

export async function loader(args: Route.LoaderArgs) {
  const services = contentPageServices(args);
  const page = new URL(args.request.url).searchParams.get("page") ?? undefined;
  const list = await pageData(getPublicCourses(services.http, { page }));
  return {
    list,
    title: services.text("content.courses.title"),
    description: services.text("content.courses.lead"),
    path: pageHref(PATH, list.page),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  publicPageMeta(matches, { title: data?.title ?? "", description: data?.description ?? "", path: data?.path ?? PATH });

/** A course's facts on its card: when it starts, its workload, its price. */
export function courseFacts(intl: IntlShape, course: PublicCourseSummary): string[] {
  return [
    ...(course.starts_at
      ? [intl.formatMessage({ id: "content.course.starts" }, { date: longDate(intl, course.starts_at) })]
      : []),
    ...(course.workload_hours
      ? [intl.formatMessage({ id: "content.course.hours" }, { hours: course.workload_hours })]
      : []),
    course.price ? price(intl, course.price) : intl.formatMessage({ id: "content.course.free" }),
  ];
}

/** Spec §2 `/courses`: the courses the firm offers. */
export default function Courses({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { list } = loaderData;
  const lang = langIfOther(list.locale, intl.locale);
  return (
    <main className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{loaderData.title}</h1>
        <p className={styles.lead}>{loaderData.description}</p>
      </header>
      {list.courses.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: "content.empty" })}</p>
      ) : (
        <ul className={styles.cardGrid}>
          {list.courses.map((course) => (
            <li key={course.uid}>
              <ContentCard
                title={course.title}
                href={coursePath(course)}
                meta={courseFacts(intl, course)}
                summary={course.summary}
                image={course.image}
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
