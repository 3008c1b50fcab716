import { publicPageMeta } from "../site/pageMeta";
import type { Route } from "./+types/events";
import { contentPageServices } from "./contentPage.server";
import { EVENT_PAGES, EventsPage, loadEvents } from "./eventsPage";

export function loader(args: Route.LoaderArgs) {
  return loadEvents(contentPageServices(args), args.request, "upcoming");
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  publicPageMeta(matches, {
    title: data?.title ?? "",
    description: data?.description ?? "",
    path: data?.path ?? EVENT_PAGES.upcoming.path,
  });

/** Spec §2 `/home/event`: the events still to come, soonest first. */
export default function Events({ loaderData }: Route.ComponentProps) {
  return <EventsPage data={loaderData} />;
}
