import type { Route } from "./+types/pastEvents";
import { contentListMeta } from "./ContentListPage";
import { contentPageServices } from "./contentPage.server";
import { EVENT_PAGES, EventsPage, loadEvents } from "./eventsPage";

export function loader(args: Route.LoaderArgs) {
  return loadEvents(contentPageServices(args), args.request, "past");
}

export const meta: Route.MetaFunction = contentListMeta(EVENT_PAGES.past.path);

/** Spec §2 `/home/posEvent`: the events that took place, the latest first. */
export default function PastEvents({ loaderData }: Route.ComponentProps) {
  return <EventsPage data={loaderData} />;
}
