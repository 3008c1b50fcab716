import { getPublicCourses } from "@seleta/api-client";
import type { PublicCourseSummary } from "@seleta/domain/wire";
import { type IntlShape, useIntl } from "react-intl";
import type { Route } from "./+types/courses";
import { ContentCardsListPage, contentListMeta, loadContentList } from "./ContentListPage";
import { longDate, price } from "./contentFormat";
import { contentPageServices } from "./contentPage.server";
import { coursePath } from "./contentPaths";

const PAGE = { path: "/courses", titleId: "content.courses.title", leadId: "content.courses.lead" } as const;

export function loader(args: Route.LoaderArgs) {
  return loadContentList(contentPageServices(args), args.request, PAGE, (http, page) =>
    getPublicCourses(http, { page }),
  );
}

export const meta: Route.MetaFunction = contentListMeta(PAGE.path);

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
  return (
    <ContentCardsListPage
      data={loaderData}
      path={PAGE.path}
      items={loaderData.list.courses}
      hrefOf={coursePath}
      factsOf={(course) => courseFacts(intl, course)}
    />
  );
}
