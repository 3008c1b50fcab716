import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type InterviewInvitation, interviewCalendar, interviewUid } from "./invitation";

const INVITATION: InterviewInvitation = {
  uid: interviewUid(42, "seleta.example"),
  sequence: 0,
  method: "request",
  // 10:00 to 11:00 in São Paulo (UTC−3 all year since 2019, summer included).
  start: new Date("2026-12-10T13:00:00Z"),
  end: new Date("2026-12-10T14:00:00Z"),
  timeZone: "America/Sao_Paulo",
  summary: "Entrevista: Ana Souza — CFO (Acme)",
  description: "1ª entrevista com o cliente.\nLevar o case preparado.",
  location: "Av. Paulista, 1000 — São Paulo",
  url: "https://meet.example.com/abc",
  organizer: { name: "Rita Recrutadora", email: "rita@seleta.example" },
  attendees: [
    { name: "Ana Souza", email: "ana@example.com" },
    { name: "Bruno Cliente", email: "bruno@acme.example" },
  ],
  stamp: new Date("2026-12-01T12:00:00Z"),
};

/** The calendar as a calendar program reads it: ical.js, with the VTIMEZONE the file carries registered. */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") as ICAL.Component);
  return { calendar, event };
}

describe("an interview's invitation (iCalendar)", () => {
  it("invites at the interview's local hour in its time zone, every participant asked to answer", () => {
    const text = interviewCalendar(INVITATION);
    expect(text).toContain("\r\n");
    const { calendar, event } = read(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe("interview-42@seleta.example");
    expect(event.sequence).toBe(0);
    // Written as 10:00 São Paulo time, and the same instant as the interview.
    expect(event.startDate.zone?.tzid).toBe("America/Sao_Paulo");
    expect([event.startDate.hour, event.startDate.minute]).toEqual([10, 0]);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-10T13:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-10T14:00:00.000Z");
    expect(event.summary).toBe("Entrevista: Ana Souza — CFO (Acme)");
    expect(event.description).toBe("1ª entrevista com o cliente.\nLevar o case preparado.");
    expect(event.location).toBe("Av. Paulista, 1000 — São Paulo");
    expect(event.organizer).toBe("mailto:rita@seleta.example");
    const attendees = event.attendees.map((attendee) => ({
      // A URI scheme is case-insensitive (RFC 3986): the library writes MAILTO.
      address: String(attendee.getFirstValue()).toLowerCase(),
      rsvp: attendee.getParameter("rsvp"),
      partstat: attendee.getParameter("partstat"),
    }));
    expect(attendees).toEqual([
      { address: "mailto:ana@example.com", rsvp: "TRUE", partstat: "NEEDS-ACTION" },
      { address: "mailto:bruno@acme.example", rsvp: "TRUE", partstat: "NEEDS-ACTION" },
    ]);
    expect(event.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });

  it("describes São Paulo's time zone as it is now, without the summer time it no longer has", () => {
    const { calendar } = read(interviewCalendar(INVITATION));
    const zone = calendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("America/Sao_Paulo");
    expect(zone?.getAllSubcomponents("daylight")).toEqual([]);
    // In January, once summer time: still 09:00 for an interview at 12:00 UTC.
    const { event } = read(
      interviewCalendar({
        ...INVITATION,
        start: new Date("2027-01-15T12:00:00Z"),
        end: new Date("2027-01-15T13:00:00Z"),
      }),
    );
    expect(event.startDate.hour).toBe(9);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-01-15T12:00:00.000Z");
  });

  it("follows summer time where a zone has it (New York in July: UTC−4)", () => {
    const { event } = read(
      interviewCalendar({
        ...INVITATION,
        timeZone: "America/New_York",
        start: new Date("2027-07-01T14:00:00Z"),
        end: new Date("2027-07-01T15:00:00Z"),
      }),
    );
    expect(event.startDate.zone?.tzid).toBe("America/New_York");
    expect(event.startDate.hour).toBe(10);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-07-01T14:00:00.000Z");
  });

  it("cancels the same event with a higher sequence, to the same people, asking no answer", () => {
    const { calendar, event } = read(interviewCalendar({ ...INVITATION, method: "cancel", sequence: 3 }));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.uid).toBe("interview-42@seleta.example");
    expect(event.sequence).toBe(3);
    expect(event.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.attendees.map((attendee) => attendee.getParameter("rsvp"))).toEqual(["FALSE", "FALSE"]);
  });

  it("refuses a time zone it does not know rather than write a wrong hour", () => {
    expect(() => interviewCalendar({ ...INVITATION, timeZone: "Mars/Olympus_Mons" })).toThrow(/Mars\/Olympus_Mons/);
  });
});
