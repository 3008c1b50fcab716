/**
 * An interview's invitation as an iCalendar file (RFC 5545, with the iTIP methods of RFC 5546), built by
 * ical-generator: what a mail attaches so that the recipient's calendar program (Outlook, Google Calendar, Apple
 * Calendar) offers to add the interview, update it, or take it out.
 *
 *   - One event per interview, named by a UID that never changes (`interviewUid`): an update or a cancellation is the
 *     same UID with a higher SEQUENCE, which is how a calendar knows it replaces what it holds.
 *   - Times are written in the interview's time zone (`DTSTART;TZID=America/Sao_Paulo:…`), with that zone's current
 *     rules as a VTIMEZONE (timezones-ical-library, kept to the IANA database: São Paulo has had no summer time since
 *     2019, which older VTIMEZONE tables still describe), so the interview reads at its local hour in any program.
 *   - A request invites (METHOD:REQUEST, every participant asked to answer); a cancellation is METHOD:CANCEL with
 *     STATUS:CANCELLED, to the same people.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalTimezone,
} from "ical-generator";
import { DateTime } from "luxon";
import { tzlib_get_ical_block } from "timezones-ical-library";

export type InvitationPerson = { readonly name: string; readonly email: string };

export type InterviewInvitation = {
  /** `interviewUid(...)`: the same for every invitation, update and cancellation of one interview. */
  readonly uid: string;
  /** 0 for the first invitation; each later update or the cancellation one more than the last sent. */
  readonly sequence: number;
  readonly method: "request" | "cancel";
  readonly start: Date;
  readonly end: Date;
  /** An IANA zone (the business's): the zone the times are written in. */
  readonly timeZone: string;
  readonly summary: string;
  readonly description: string;
  readonly location: string | null;
  readonly url: string | null;
  /** Who invites (the recruiter): answers go to them. */
  readonly organizer: InvitationPerson;
  readonly attendees: readonly InvitationPerson[];
  /** When the invitation is made (DTSTAMP). */
  readonly stamp: Date;
};

/** The event's UID: the interview's id under the host that made it, unique across every calendar it reaches. */
export function interviewUid(interviewId: number, host: string): string {
  return `interview-${interviewId}@${host}`;
}

/** The VTIMEZONE of an IANA zone, from timezones-ical-library's current rules. */
function vtimezone(zone: string): string {
  const [block] = tzlib_get_ical_block(zone);
  if (!block) throw new Error(`Unknown time zone ${zone}`);
  return block;
}

/** The invitation's iCalendar text (CRLF line endings, folded at 75 octets by the library). */
export function interviewCalendar(invitation: InterviewInvitation): string {
  const cancel = invitation.method === "cancel";
  // An unknown zone would be written as some other hour: refused before anything is made.
  vtimezone(invitation.timeZone);
  const timezone: ICalTimezone = { name: invitation.timeZone, generator: vtimezone };
  const calendar = ical({
    prodId: { company: "Seleta", product: "Seleta", language: "PT" },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone,
  });
  // Luxon dates in the zone: ical-generator writes them as that zone's local time under its TZID.
  const local = (date: Date) => DateTime.fromJSDate(date, { zone: invitation.timeZone });
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    stamp: DateTime.fromJSDate(invitation.stamp, { zone: "utc" }),
    start: local(invitation.start),
    end: local(invitation.end),
    timezone: invitation.timeZone,
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location,
    url: invitation.url,
    organizer: { name: invitation.organizer.name, email: invitation.organizer.email },
    attendees: invitation.attendees.map((attendee) => ({
      name: attendee.name,
      email: attendee.email,
      rsvp: !cancel,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
    })),
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
