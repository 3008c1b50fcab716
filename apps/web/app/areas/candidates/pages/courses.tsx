/**
 * `/candidates/courses`. The spec names the route and shows nothing of it; our choice: the firm's courses as the
 * public site shows them (`/api/v1/public/courses`, the host's business in the candidate's language), as cards a
 * candidate scans for what helps their career — title, dates, load, format — each leading to its public page,
 * where they enrol. Nothing here is personal: the same list a visitor sees, inside the candidate's area.
 */
import { candidatePageQueries } from "@seleta/api-client";
import { useLocale } from "@seleta/domain/candidate-widgets";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import type { AppServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { coursePath } from "../../public/content/contentPaths";
import { loadCandidateQuery } from "../guard";
import type { Route } from "./+types/courses";
import { ContentCardsPage } from "./ContentCardsPage";
import { formatDay, pageLocale } from "./extrasPage";

function loadCourses(request: Request, services: AppServices) {
  return loadCandidateQuery(request, services, (http) => candidatePageQueries.courses(http, pageLocale(request)));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCourses(request, requestServices({ request, context }));
}

export const ErrorBoundary = AreaErrorBoundary;

export default function CandidateCourses() {
  const intl = useIntl();
  const locale = useLocale();
  const { data } = useSuspenseQuery(candidatePageQueries.courses(useHttp(), locale));
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `candidatePages.courses.${id}` }, values);
  return (
    <ContentCardsPage
      page="courses"
      contentLocale={data.locale}
      allHref={data.has_more ? "/courses" : null}
      cards={data.courses.map((course) => ({
        key: course.uid,
        title: course.title,
        href: coursePath(course),
        facts: [
          course.starts_at ? text("starts", { date: formatDay(course.starts_at, locale) }) : null,
          course.workload_hours ? text("hours", { hours: course.workload_hours }) : null,
          text(course.online ? "online" : "inPerson"),
        ],
        details: course.instructor ? text("instructor", { name: course.instructor }) : null,
        summary: course.summary,
      }))}
    />
  );
}
