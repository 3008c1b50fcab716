/**
 * `/candidates/courses`. The spec names the route and shows nothing of it; our choice: the firm's courses as the
 * public site shows them (`/api/v1/public/courses`, the host's business in the candidate's language), as cards a
 * candidate scans for what helps their career — title, dates, load, format — each leading to its public page,
 * where they enrol. Nothing here is personal: the same list a visitor sees, inside the candidate's area.
 */
import { candidatePageQueries } from "@seleta/api-client";
import { useLocale } from "@seleta/domain/candidate-widgets";
import { Link } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import type { Route } from "./+types/courses";
import { EmptyNotice } from "./EmptyNotice";
import * as css from "./extras.css";
import { formatDay, pageLocale, publicCourseHref, requireCandidate } from "./extrasPage";

async function loadCourses(request: Request, services: AppServices) {
  await requireCandidate(request, services);
  await pageData(
    services.queryClient.ensureQueryData(candidatePageQueries.courses(services.http, pageLocale(request))),
  );
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCourses(request, requestServices({ request, context }));
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadCourses(request, appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export default function CandidateCourses() {
  const intl = useIntl();
  const locale = useLocale();
  const { data } = useSuspenseQuery(candidatePageQueries.courses(useHttp(), locale));
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `candidatePages.courses.${id}` }, values);
  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{text("title")}</h1>
        <p className={css.lead}>{text("lead")}</p>
      </header>
      {data.courses.length === 0 ? (
        <EmptyNotice title={text("emptyTitle")} description={text("emptyText")} />
      ) : (
        <ul className={css.cards} lang={data.locale}>
          {data.courses.map((course) => (
            <li key={course.uid} className={css.card}>
              <h2 className={css.cardTitle}>
                <Link href={publicCourseHref(course)}>{course.title}</Link>
              </h2>
              <p className={css.meta}>
                {[
                  course.starts_at ? text("starts", { date: formatDay(course.starts_at, locale) }) : null,
                  course.workload_hours ? text("hours", { hours: course.workload_hours }) : null,
                  text(course.online ? "online" : "inPerson"),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {course.instructor && <p className={css.meta}>{text("instructor", { name: course.instructor })}</p>}
              {course.summary && <p className={css.text}>{course.summary}</p>}
            </li>
          ))}
        </ul>
      )}
      {data.has_more && (
        <p className={css.text}>
          <Link href="/courses">{text("all")}</Link>
        </p>
      )}
    </div>
  );
}
