import { describe, expect, it } from "vitest";
import { type InterviewState, invitationPlan } from "./invitationPlan";

const ana = { email: "ana@example.com", name: "Ana" };
const bruno = { email: "bruno@acme.example", name: "Bruno" };
const rita = { email: "rita@seleta.example", name: "Rita" };

const state: InterviewState = {
  start: new Date("2026-12-10T13:00:00Z"),
  minutes: 60,
  location: "Av. Paulista, 1000",
  url: null,
  cancelled: false,
  participants: [ana, bruno, rita],
};

describe("an interview's invitations", () => {
  it("invites everyone taking part the first time, once each", () => {
    expect(
      invitationPlan(null, { ...state, participants: [ana, bruno, { ...ana, email: "ANA@example.com" }] }, null),
    ).toEqual({ sequence: 0, sends: [{ method: "request", to: [ana, bruno] }] });
  });

  it("sends nothing for an interview with nobody to invite, or one cancelled before any invitation", () => {
    expect(invitationPlan(null, { ...state, participants: [] }, null)).toEqual({ sequence: null, sends: [] });
    expect(invitationPlan(null, { ...state, participants: [{ email: " ", name: "?" }] }, null).sends).toEqual([]);
    expect(invitationPlan(state, { ...state, cancelled: true }, null)).toEqual({ sequence: null, sends: [] });
    expect(invitationPlan(state, null, null)).toEqual({ sequence: null, sends: [] });
  });

  it("updates everyone with the next sequence when the time, length, place, link or people change", () => {
    for (const after of [
      { ...state, start: new Date("2026-12-11T13:00:00Z") },
      { ...state, minutes: 90 },
      { ...state, location: "Remoto" },
      { ...state, url: "https://meet.example.com/x" },
      { ...state, participants: [ana, bruno, rita, { email: "carla@acme.example", name: "Carla" }] },
    ]) {
      expect(invitationPlan(state, after, 2)).toEqual({
        sequence: 3,
        sends: [{ method: "request", to: after.participants }],
      });
    }
  });

  it("tells nobody of a change a calendar does not show", () => {
    expect(invitationPlan(state, { ...state, participants: [bruno, rita, ana] }, 1)).toEqual({
      sequence: 1,
      sends: [],
    });
  });

  it("cancels for whoever is taken off, and updates the others", () => {
    expect(invitationPlan(state, { ...state, participants: [ana, rita] }, 0)).toEqual({
      sequence: 1,
      sends: [
        { method: "request", to: [ana, rita] },
        { method: "cancel", to: [bruno] },
      ],
    });
  });

  it("cancels for everyone who had it when the interview is cancelled or deleted, once", () => {
    const cancelled = { sequence: 4, sends: [{ method: "cancel", to: [ana, bruno, rita] }] };
    expect(invitationPlan(state, { ...state, cancelled: true }, 3)).toEqual(cancelled);
    expect(invitationPlan(state, null, 3)).toEqual(cancelled);
    // Already cancelled: deleting it, or writing it again, tells nobody again.
    expect(invitationPlan({ ...state, cancelled: true }, null, 4)).toEqual({ sequence: 4, sends: [] });
    expect(invitationPlan({ ...state, cancelled: true }, { ...state, cancelled: true, minutes: 30 }, 4).sends).toEqual(
      [],
    );
  });
});
