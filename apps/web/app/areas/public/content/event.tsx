import { getPublicEvent } from "@seleta/api-client";
import { RichText } from "@seleta/domain/site-widgets";
import type { PublicEvent } from "@seleta/domain/wire";
import { ButtonLink } from "@seleta/ui";
import { useIntl } from "react-intl";
import { redirect } from "react-router";
import { pageData } from "../../pageData";
import { publicPageMeta } from "../site/pageMeta";
import type { Route } from "./+types/event";
import { dateAndTime, langIfOther } from "./contentFormat";
import * as styles from "./contentPage.css";
import { contentPageServices } from "./contentPage.server";
import { eventPath } from "./contentPaths";

/**
 * The event of the uid (an unknown, unpublished or another business's one is a 404); an address whose title segment
 * is missing or not the current one answers 301 to the canonical address, so old and hand-typed links keep working.
 */
export async function loader(args: Route.LoaderArgs) {
  const services = contentPageServices(args);
  const event = await pageData(getPublicEvent(services.http, args.params.uid));
  if (args.params.title !== event.slug) throw redirect(eventPath(event), 301);
  return { event };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  data
    ? [
        ...publicPageMeta(matches, {
          title: data.event.title,
          description: data.event.summary,
          path: eventPath(data.event),
          image: data.event.image,
          type: "article",
        }),
        { "script:ld+json": eventJsonLd(data.event) },
      ]
    : [];

/** schema.org `Event`: what search engines show of an event (its dates, place or stream, status). */
function eventJsonLd(event: PublicEvent) {
  const place =
    event.location && event.location !== "Online"
      ? { "@type": "Place", name: event.location, address: event.location }
      : null;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.summary,
    startDate: event.starts_at,
    ...(event.ends_at ? { endDate: event.ends_at } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: event.online
      ? place
        ? "https://schema.org/MixedEventAttendanceMode"
        : "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: [...(place ? [place] : []), ...(event.online ? [{ "@type": "VirtualLocation", name: "Online" }] : [])],
    ...(event.image ? { image: [event.image] } : {}),
  };
}

/** Spec §2 `/home/events/{title}/{uid}`: one event. */
export default function Event({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { event } = loaderData;
  const place = event.location && event.location !== "Online" ? event.location : null;
  const where = place
    ? event.online
      ? intl.formatMessage({ id: "content.event.onlineAnd" }, { place })
      : place
    : intl.formatMessage({ id: "content.event.online" });
  return (
    <main className={styles.page} lang={langIfOther(event.locale, intl.locale)}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{event.title}</h1>
        {event.summary ? <p className={styles.lead}>{event.summary}</p> : null}
      </header>
      <dl className={styles.facts}>
        <dt>{intl.formatMessage({ id: "content.event.when" })}</dt>
        <dd>
          <time dateTime={event.starts_at}>{dateAndTime(intl, event.starts_at)}</time>
        </dd>
        <dt>{intl.formatMessage({ id: "content.event.where" })}</dt>
        <dd>{where}</dd>
      </dl>
      {event.description_html ? <RichText html={event.description_html} /> : null}
      <div className={styles.actions}>
        <ButtonLink href="/contact" size="lg">
          {intl.formatMessage({ id: "content.event.register" })}
        </ButtonLink>
        <a className={styles.link} href="/home/event">
          {intl.formatMessage({ id: "content.event.all" })}
        </a>
      </div>
    </main>
  );
}
