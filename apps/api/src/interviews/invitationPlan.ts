/**
 * Who is told what when an interview is written (pure): the iTIP rules calendar programs follow (RFC 5546).
 *
 *   - The first time the interview has a time and someone to invite, everyone taking part gets a REQUEST, sequence 0.
 *   - A later change of what a calendar shows (the time, the length, the place, the link, who takes part) is a
 *     REQUEST with the next sequence to everyone still taking part, and a CANCEL with that sequence to whoever was
 *     taken off; other changes (the feedback, the rating) tell nobody.
 *   - A cancelled or deleted interview whose invitation went out is a CANCEL with the next sequence to everyone who
 *     had it; one never sent tells nobody.
 */

export type Participant = { readonly email: string; readonly name: string };

/** What an interview's invitation says, as it stands after (or stood before) a write. */
export type InterviewState = {
  readonly start: Date;
  readonly minutes: number;
  readonly location: string | null;
  readonly url: string | null;
  readonly cancelled: boolean;
  readonly participants: readonly Participant[];
};

export type InvitationSend = { readonly method: "request" | "cancel"; readonly to: readonly Participant[] };

export type InvitationPlan = {
  /** The sequence the sends carry, stored as the last one sent; unchanged when nothing is sent. */
  readonly sequence: number | null;
  readonly sends: readonly InvitationSend[];
};

const key = (participant: Participant) => participant.email.trim().toLowerCase();

function uniqueParticipants(participants: readonly Participant[]): Participant[] {
  const seen = new Map<string, Participant>();
  for (const participant of participants) {
    if (participant.email.trim() !== "" && !seen.has(key(participant))) seen.set(key(participant), participant);
  }
  return [...seen.values()];
}

function sameCalendarEntry(before: InterviewState, after: InterviewState): boolean {
  const people = (state: InterviewState) => uniqueParticipants(state.participants).map(key).sort().join("\n");
  return (
    before.start.getTime() === after.start.getTime() &&
    before.minutes === after.minutes &&
    before.location === after.location &&
    before.url === after.url &&
    people(before) === people(after)
  );
}

/**
 * `before`: the interview as it was (null: just made); `after`: as it is (null: deleted); `sentSequence`: the
 * sequence of the last invitation sent (null: none sent).
 */
export function invitationPlan(
  before: InterviewState | null,
  after: InterviewState | null,
  sentSequence: number | null,
): InvitationPlan {
  const nothing: InvitationPlan = { sequence: sentSequence, sends: [] };
  const invited = uniqueParticipants(after?.participants ?? []);
  if (sentSequence === null) {
    if (!after || after.cancelled || invited.length === 0) return nothing;
    return { sequence: 0, sends: [{ method: "request", to: invited }] };
  }
  const next = sentSequence + 1;
  const hadIt = uniqueParticipants(before?.participants ?? []);
  if (!after || after.cancelled) {
    if (before?.cancelled || hadIt.length === 0) return nothing;
    return { sequence: next, sends: [{ method: "cancel", to: hadIt }] };
  }
  if (before && !before.cancelled && sameCalendarEntry(before, after)) return nothing;
  const still = new Set(invited.map(key));
  const removed = hadIt.filter((participant) => !still.has(key(participant)));
  const sends: InvitationSend[] = [];
  if (invited.length > 0) sends.push({ method: "request", to: invited });
  if (removed.length > 0) sends.push({ method: "cancel", to: removed });
  return sends.length === 0 ? nothing : { sequence: next, sends };
}
