import type { Route } from "./+types/events";
import { contentListMeta } from "./ContentListPage";
import { contentPageServices } from "./contentPage.server";
import { EVENT_PAGES, EventsPage, loadEvents } from "./eventsPage";

export function loader(args: Route.LoaderArgs) {
  return loadEvents(contentPageServices(args), args.request, "upcoming");
}

export const meta: Route.MetaFunction = contentListMeta(EVENT_PAGES.upcoming.path);

/** Spec §2 `/home/event`: the events still to come, soonest first. */
export default function Events({ loaderData }: Route.ComponentProps) {
  return <EventsPage data={loaderData} />;
}
