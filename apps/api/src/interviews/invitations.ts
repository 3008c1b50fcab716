/**
 * An interview's invitations, sent by mail with its calendar file as the interview is written: the engine calls
 * `interviewInvitations` in the transaction of every create, update and delete of an interview (engine/effects.ts),
 * so the mails are queued with the change or not at all, whichever screen or bulk action made it.
 *
 * Who takes part: the candidate, the recruiters and the client's contacts the interview names (each once, by
 * address). `invitationPlan` decides who is told what; the outbox delivers (mail/outbox.ts), each mail with the
 * interview's iCalendar (`interviewCalendar`) as its calendar part, from the recruiter who made the change.
 *
 * Time zone: the firms work in Brazil (offices in São Paulo and Rio de Janeiro, spec §1), so every interview is
 * written and told in São Paulo's time (`INTERVIEW_TIME_ZONE`); a business's own zone would replace it here.
 */
import { DEFAULT_LOCALE, findEntry, interviewStatuses, type Locale } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/client";
import type { RecordEffect, RecordSnapshot } from "../engine/effects";
import { announceQueuedMail, insertOutboxRow, type OutgoingMail, type QueuedMail } from "../mail/outbox";
import { interviewCalendar, interviewUid } from "./invitation";
import { type InterviewState, type InvitationSend, invitationPlan, type Participant } from "./invitationPlan";

export const INTERVIEW_TIME_ZONE = "America/Sao_Paulo";

type InterviewSnapshot = RecordSnapshot;

type InterviewChange = {
  id: number;
  before: InterviewSnapshot | null;
  after: InterviewSnapshot | null;
  /** The recruiter who wrote (the invitation's organizer), when a recruiter did. */
  recruiterId: number | null;
};

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);
const idOf = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

type Person = { kind: string; id: number; name: string; email: string | null };

/** The people an interview's values name, with their addresses: one statement for every change of a write. */
async function peopleOf(executor: Executor, snapshots: readonly InterviewSnapshot[]): Promise<Map<string, Person>> {
  const candidateIds = snapshots.map((snapshot) => idOf(snapshot.values.candidate)).filter((id) => id !== null);
  const recruiterIds = snapshots.flatMap((snapshot) => ids(snapshot.values.recruiters));
  const contactIds = snapshots.flatMap((snapshot) => ids(snapshot.values.client_contacts));
  const list = (values: number[]) => sql.param([...new Set(values)]);
  const rows = await rowsOf<Person>(
    executor.execute(sql`
      select 'candidate' as kind, id, name, email from candidates where id = any(${list(candidateIds)}::integer[])
      union all
      select 'recruiter', id, name, email from recruiters where id = any(${list(recruiterIds)}::integer[])
      union all
      select 'contact', id, name, email from client_contacts where id = any(${list(contactIds)}::integer[])`),
  );
  return new Map(rows.map((row) => [`${row.kind}:${row.id}`, { ...row, id: Number(row.id) }]));
}

function stateOf(snapshot: InterviewSnapshot | null, people: Map<string, Person>): InterviewState | null {
  if (!snapshot) return null;
  const { values } = snapshot;
  const named = [
    ...[idOf(values.candidate)].filter((id) => id !== null).map((id) => people.get(`candidate:${id}`)),
    ...ids(values.client_contacts).map((id) => people.get(`contact:${id}`)),
    ...ids(values.recruiters).map((id) => people.get(`recruiter:${id}`)),
  ];
  const participants: Participant[] = named.flatMap((person) =>
    person?.email ? [{ email: person.email, name: person.name }] : [],
  );
  return {
    start: new Date(String(values.scheduled_at)),
    minutes: Number(values.duration_minutes ?? 60),
    location: (values.location as string | null) ?? null,
    url: (values.meeting_url as string | null) ?? null,
    cancelled: values.cancelled_at !== null && values.cancelled_at !== undefined,
    participants,
  };
}

/** What the mail and the calendar say of the interview: the round, the candidate, the job and its company. */
type Subject = { round: string; candidate: string; job: string; company: string | null };

async function subjectsOf(
  executor: Executor,
  interviewIds: readonly number[],
  locale: Locale,
): Promise<Map<number, Subject>> {
  const rows = await rowsOf<{ id: number; status: number; candidate: string; job: string; company: string | null }>(
    executor.execute(sql`
      select i.id, i.status, coalesce(c.name, i.candidate_name, '') as candidate, coalesce(j.title, '') as job,
             cc.name as company
      from interviews i
      left join candidates c on c.id = i.candidate_id
      left join jobs j on j.id = i.job_id
      left join client_companies cc on cc.id = j.client_company_id
      where i.id = any(${sql.param([...interviewIds])}::integer[])`),
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        round: findEntry(interviewStatuses, Number(row.status))?.label[locale] ?? "",
        candidate: row.candidate,
        job: row.job,
        company: row.company,
      },
    ]),
  );
}

const TEXT: Record<
  Locale,
  {
    invite: (s: Subject) => string;
    update: (s: Subject) => string;
    cancel: (s: Subject) => string;
    title: (s: Subject) => string;
    reason: string;
    body: (name: string, s: Subject, when: string, how: string, method: "invite" | "update" | "cancel") => string;
  }
> = {
  "pt-BR": {
    invite: (s) => `Convite: ${s.round} — ${s.candidate}, ${s.job}`,
    update: (s) => `Entrevista alterada: ${s.round} — ${s.candidate}, ${s.job}`,
    cancel: (s) => `Entrevista cancelada: ${s.round} — ${s.candidate}, ${s.job}`,
    title: (s) => `${s.round}: ${s.candidate} — ${s.job}${s.company ? ` (${s.company})` : ""}`,
    reason: "Motivo",
    body: (name, s, when, how, method) =>
      [
        `Olá, ${name}.`,
        "",
        method === "cancel"
          ? `A entrevista (${s.round}) de ${s.candidate} para ${s.job}, marcada para ${when}, foi cancelada.`
          : `${method === "update" ? "A entrevista mudou. " : ""}${s.round} de ${s.candidate} para ${s.job}.`,
        ...(method === "cancel" ? [] : [`Quando: ${when} (horário de Brasília)`]),
        ...how.split("\n").filter(Boolean),
        "",
        method === "cancel"
          ? "O arquivo anexo a remove da sua agenda."
          : "O convite está anexo: abra-o para adicioná-lo à sua agenda e responder.",
      ].join("\n"),
  },
  en: {
    invite: (s) => `Invitation: ${s.round} — ${s.candidate}, ${s.job}`,
    update: (s) => `Interview changed: ${s.round} — ${s.candidate}, ${s.job}`,
    cancel: (s) => `Interview cancelled: ${s.round} — ${s.candidate}, ${s.job}`,
    title: (s) => `${s.round}: ${s.candidate} — ${s.job}${s.company ? ` (${s.company})` : ""}`,
    reason: "Reason",
    body: (name, s, when, how, method) =>
      [
        `Hello ${name},`,
        "",
        method === "cancel"
          ? `The interview (${s.round}) of ${s.candidate} for ${s.job}, set for ${when}, was cancelled.`
          : `${method === "update" ? "The interview changed. " : ""}${s.round} of ${s.candidate} for ${s.job}.`,
        ...(method === "cancel" ? [] : [`When: ${when} (São Paulo time)`]),
        ...how.split("\n").filter(Boolean),
        "",
        method === "cancel"
          ? "The attached file removes it from your calendar."
          : "The invitation is attached: open it to add it to your calendar and answer.",
      ].join("\n"),
  },
};

function when(start: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: INTERVIEW_TIME_ZONE,
    dateStyle: "full",
    timeStyle: "short",
  }).format(start);
}

/**
 * The engine's effect of writing interviews (registered in server.ts): queues the mails of every interview a write
 * changed and keeps each one's sequence, in the write's transaction; they are announced once it commits.
 */
export const interviewInvitations: RecordEffect = async (executor, changes, { recruiterId, afterCommit }) => {
  const queued: QueuedMail[] = [];
  await queueInvitations(
    executor,
    changes.map((change) => ({ ...change, recruiterId })),
    queued,
  );
  if (queued.length > 0) {
    afterCommit((db) => {
      for (const mail of queued) announceQueuedMail(db, mail);
    });
  }
};

async function queueInvitations(
  executor: Executor,
  changes: readonly InterviewChange[],
  queued: QueuedMail[],
): Promise<void> {
  const snapshots = changes.flatMap((change) => [change.before, change.after].filter((s) => s !== null));
  const people = await peopleOf(executor, snapshots);
  const plans = changes.map((change) => {
    const sent = (change.after ?? change.before)?.row.invitation_sequence;
    return {
      change,
      before: stateOf(change.before, people),
      plan: invitationPlan(
        stateOf(change.before, people),
        stateOf(change.after, people),
        sent === null || sent === undefined ? null : Number(sent),
      ),
    };
  });
  const sending = plans.filter(({ plan }) => plan.sends.length > 0);
  if (sending.length === 0) return;
  const locale = DEFAULT_LOCALE;
  const subjects = await subjectsOf(
    executor,
    sending.map(({ change }) => change.id),
    locale,
  );
  const organizers = await rowsOf<{ id: number; name: string; email: string }>(
    executor.execute(
      sql`select id, name, email from recruiters
          where id = any(${sql.param(sending.flatMap(({ change }) => (change.recruiterId ? [change.recruiterId] : [])))}::integer[])`,
    ),
  );
  const text = TEXT[locale];
  for (const { change, plan, before } of sending) {
    const snapshot = (change.after ?? change.before) as InterviewSnapshot;
    const state = stateOf(change.after, people) ?? before;
    if (!state) continue;
    const about: Subject = subjects.get(change.id) ?? {
      round: "",
      candidate: String(snapshot.values.candidate_name ?? ""),
      job: "",
      company: null,
    };
    const organizer = organizers.find((row) => Number(row.id) === change.recruiterId) ??
      state.participants.at(-1) ?? { name: "Seleta", email: "" };
    const end = new Date(state.start.getTime() + state.minutes * 60_000);
    const reason = change.after?.values.cancel_reason;
    const reasonLine = typeof reason === "string" && reason !== "" ? `${text.reason}: ${reason}` : "";
    const how = [
      state.location ? `${locale === "en" ? "Where" : "Onde"}: ${state.location}` : "",
      state.url ? `Link: ${state.url}` : "",
    ].join("\n");
    for (const send of plan.sends) {
      await queueSend(executor, send, {
        businessId: Number(snapshot.row.business_id),
        uid: interviewUid(change.id, `${snapshot.row.business_id}.seleta`),
        sequence: plan.sequence ?? 0,
        state,
        end,
        about,
        organizer: { name: organizer.name, email: organizer.email },
        subject:
          send.method === "cancel"
            ? text.cancel(about)
            : (plan.sequence ?? 0) > 0
              ? text.update(about)
              : text.invite(about),
        mailMethod: send.method === "cancel" ? "cancel" : (plan.sequence ?? 0) > 0 ? "update" : "invite",
        how: send.method === "cancel" ? reasonLine : how,
        locale,
        queued,
      });
    }
    if (change.after) {
      await executor.execute(sql`update interviews set invitation_sequence = ${plan.sequence} where id = ${change.id}`);
    }
  }
}

async function queueSend(
  executor: Executor,
  send: InvitationSend,
  mail: {
    businessId: number;
    uid: string;
    sequence: number;
    state: InterviewState;
    end: Date;
    about: Subject;
    organizer: Participant;
    subject: string;
    mailMethod: "invite" | "update" | "cancel";
    how: string;
    locale: Locale;
    queued: QueuedMail[];
  },
): Promise<void> {
  const text = TEXT[mail.locale];
  const calendar = interviewCalendar({
    uid: mail.uid,
    sequence: mail.sequence,
    method: send.method,
    start: mail.state.start,
    end: mail.end,
    timeZone: INTERVIEW_TIME_ZONE,
    summary: text.title(mail.about),
    description: mail.how,
    location: mail.state.location,
    url: mail.state.url,
    organizer: mail.organizer,
    attendees: send.to,
    stamp: new Date(),
  });
  for (const person of send.to) {
    const outgoing: OutgoingMail = {
      to: person.email,
      kind: "interview_invitation",
      subject: mail.subject,
      body: text.body(person.name, mail.about, when(mail.state.start, mail.locale), mail.how, mail.mailMethod),
      secrets: [],
      calendar: { method: send.method, content: calendar },
      businessId: mail.businessId,
    };
    mail.queued.push({ ...outgoing, id: await insertOutboxRow(executor, outgoing) });
  }
}
