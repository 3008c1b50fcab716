/**
 * `/candidates/meet`. The spec names the route and shows nothing of it; our choice: the candidate's agenda with the
 * firm — the interviews of their applications and the meetings they are part of (`GET /api/v1/candidates/meetings`),
 * upcoming first, then past. Each shows what a candidate needs to turn up: the day, the time in the firm's time zone
 * (named beside it), whether it is an interview (and which round) or a meeting, and where — the place, or the video
 * link. Recruiters' notes, ratings, feedback and agendas never reach this page (the API does not send them).
 */
import { candidatePageQueries } from "@seleta/api-client";
import { entryMessage, findEntry, interviewStatuses } from "@seleta/domain";
import { useLocale, useMessage } from "@seleta/domain/candidate-widgets";
import type { CandidateMeeting } from "@seleta/domain/wire";
import { Link } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import type { AppServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { CandidatePage } from "../frame/CandidatePage";
import { loadCandidateQuery } from "../guard";
import type { Route } from "./+types/meet";
import { EmptyNotice } from "./EmptyNotice";
import * as css from "./extras.css";

/**
 * The firm's time zone, named beside every time: the page is drawn on the server, which does not know the reader's
 * own (a candidate abroad reads "14:00 (America/Sao_Paulo)" and converts).
 */
const FIRM_TIME_ZONE = "America/Sao_Paulo";

function loadMeet(request: Request, services: AppServices) {
  return loadCandidateQuery(request, services, (http) => candidatePageQueries.meetings(http));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMeet(request, requestServices({ request, context }));
}

export const ErrorBoundary = AreaErrorBoundary;

function MeetingRow({ meeting, timeZone }: { meeting: CandidateMeeting; timeZone: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const message = useMessage();
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `candidatePages.meet.${id}` }, values);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone }).format(new Date(meeting.starts_at));
  const time = (iso: string) => new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone }).format(new Date(iso));
  const hours = meeting.ends_at ? `${time(meeting.starts_at)} – ${time(meeting.ends_at)}` : time(meeting.starts_at);
  const round = meeting.round === null ? undefined : findEntry(interviewStatuses, meeting.round);
  const kind =
    meeting.kind === "meeting"
      ? text("meeting")
      : round
        ? message(entryMessage(interviewStatuses, round))
        : text("interview");
  return (
    <li className={css.card}>
      <h3 className={css.cardTitle}>{meeting.title}</h3>
      <p className={css.meta}>{kind}</p>
      <p className={css.text}>
        <time dateTime={meeting.starts_at}>{day}</time>
        {" · "}
        {hours} <span className={css.meta}>({timeZone})</span>
      </p>
      {meeting.location && <p className={css.text}>{text("place", { place: meeting.location })}</p>}
      {meeting.meeting_url && (
        <p className={css.text}>
          <Link href={meeting.meeting_url} isExternal>
            {text("join")}
          </Link>
        </p>
      )}
    </li>
  );
}

export default function CandidateMeet() {
  const intl = useIntl();
  const { data } = useSuspenseQuery(candidatePageQueries.meetings(useHttp()));
  const timeZone = FIRM_TIME_ZONE;
  const text = (id: string) => intl.formatMessage({ id: `candidatePages.meet.${id}` });
  return (
    <CandidatePage title={text("title")} lead={text("lead")}>
      <section className={css.section} aria-labelledby="meet-upcoming">
        <h2 id="meet-upcoming" className={css.sectionTitle}>
          {text("upcoming")}
        </h2>
        {data.upcoming.length === 0 ? (
          <EmptyNotice title={text("emptyTitle")} description={text("emptyText")} headingLevel={3} />
        ) : (
          <ul className={css.rows}>
            {data.upcoming.map((meeting) => (
              <MeetingRow key={meeting.key} meeting={meeting} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </section>
      {data.past.length > 0 && (
        <section className={css.section} aria-labelledby="meet-past">
          <h2 id="meet-past" className={css.sectionTitle}>
            {text("past")}
          </h2>
          <ul className={css.rows}>
            {data.past.map((meeting) => (
              <MeetingRow key={meeting.key} meeting={meeting} timeZone={timeZone} />
            ))}
          </ul>
        </section>
      )}
    </CandidatePage>
  );
}
