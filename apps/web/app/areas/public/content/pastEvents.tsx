import { publicPageMeta } from "../site/pageMeta";
import type { Route } from "./+types/pastEvents";
import { contentPageServices } from "./contentPage.server";
import { EVENT_PAGES, EventsPage, loadEvents } from "./eventsPage";

export function loader(args: Route.LoaderArgs) {
  return loadEvents(contentPageServices(args), args.request, "past");
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  publicPageMeta(matches, {
    title: data?.title ?? "",
    description: data?.description ?? "",
    path: data?.path ?? EVENT_PAGES.past.path,
  });

/** Spec §2 `/home/posEvent`: the events that took place, the latest first. */
export default function PastEvents({ loaderData }: Route.ComponentProps) {
  return <EventsPage data={loaderData} />;
}
