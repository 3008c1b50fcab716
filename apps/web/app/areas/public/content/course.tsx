import { getPublicCourse } from "@seleta/api-client";
import { RichText } from "@seleta/domain/site-widgets";
import { ButtonLink } from "@seleta/ui";
import { useIntl } from "react-intl";
import { pageData } from "../../pageData";
import { publicPageMeta } from "../site/pageMeta";
import type { Route } from "./+types/course";
import { langIfOther, longDate, price } from "./contentFormat";
import * as styles from "./contentPage.css";
import { contentPageServices } from "./contentPage.server";
import { coursePath } from "./contentPaths";

/** The course of the uid; an unknown, unpublished or another business's one is a 404. */
export async function loader(args: Route.LoaderArgs) {
  const services = contentPageServices(args);
  return { course: await pageData(getPublicCourse(services.http, args.params.uid)) };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  data
    ? publicPageMeta(matches, {
        title: data.course.title,
        description: data.course.summary,
        path: coursePath(data.course),
        image: data.course.image,
      })
    : [];

/** Spec §2 `/courses/{uid}`: one course, its facts and how to enrol. */
export default function Course({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { course } = loaderData;
  const text = (id: string) => intl.formatMessage({ id });
  const dates = [course.starts_at, course.ends_at].filter((date): date is string => date !== null);
  return (
    <main className={styles.page} lang={langIfOther(course.locale, intl.locale)}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{course.title}</h1>
        {course.summary ? <p className={styles.lead}>{course.summary}</p> : null}
      </header>
      <dl className={styles.facts}>
        {course.instructor ? (
          <>
            <dt>{text("content.course.instructor")}</dt>
            <dd>{course.instructor}</dd>
          </>
        ) : null}
        {dates.length > 0 ? (
          <>
            <dt>{text("content.course.dates")}</dt>
            <dd>{dates.map((date) => longDate(intl, date)).join(" – ")}</dd>
          </>
        ) : null}
        {course.workload_hours ? (
          <>
            <dt>{text("content.course.workload")}</dt>
            <dd>{intl.formatMessage({ id: "content.course.hours" }, { hours: course.workload_hours })}</dd>
          </>
        ) : null}
        <dt>{text("content.course.mode")}</dt>
        <dd>{text(course.online ? "content.course.online" : "content.course.inPerson")}</dd>
        {course.seats ? (
          <>
            <dt>{text("content.course.seats")}</dt>
            <dd>{course.seats}</dd>
          </>
        ) : null}
        <dt>{text("content.course.price")}</dt>
        <dd>{course.price ? price(intl, course.price) : text("content.course.free")}</dd>
      </dl>
      {course.description_html ? <RichText html={course.description_html} /> : null}
      <div className={styles.actions}>
        <ButtonLink href="/contact" size="lg">
          {text("content.course.enrol")}
        </ButtonLink>
        <a className={styles.link} href="/courses">
          {text("content.course.all")}
        </a>
      </div>
    </main>
  );
}
