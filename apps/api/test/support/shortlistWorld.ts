/**
 * What a shortlist test starts from: a job of a client company in the fixtures' business (its owner the world's
 * administrator), the job's applies, and a shortlist of them with its items. A test calls it once per job it needs
 * (another company's job is a second call) and adds what it is about (reviewers, relationships, ratings).
 */
import type { Database } from "../../src/db/client";
import * as schema from "../../src/db/schema";
import { insert, type World } from "./fixtures";

/** A candidate already stored (its id), or a new one's columns (the business is the world's). */
export type ShortlistWorldCandidate = number | Record<string, unknown>;

export type ShortlistWorldOptions = {
  /** The job's title. */
  title: string;
  /** The job's client company: the world's contact's company unless named. */
  company?: number;
  candidates: readonly ShortlistWorldCandidate[];
  /** The shortlist's name. */
  shortlist: string;
  /** When it was sent: now unless given; null for a draft. */
  sentAt?: string | null;
  /**
   * The items in the order they are inserted (`candidate`: an index into `candidates`): by default every candidate
   * in turn at position 1, 2, 3….
   */
  items?: readonly ShortlistWorldItem[];
};

export type ShortlistWorldItem = { candidate: number; position: number; comments?: string | null };

export type ShortlistWorldIds = { job: number; applyIds: number[]; shortlist: number };

export async function shortlistWorld(
  db: Database,
  world: World,
  options: ShortlistWorldOptions,
): Promise<ShortlistWorldIds> {
  const business = world.business;
  const job = await insert(db, schema.jobs, {
    business_id: business,
    title: options.title,
    status: 1,
    client_company_id: options.company ?? world.clientContact.company,
    owner_id: world.admin.id,
  });
  const applyIds: number[] = [];
  for (const candidate of options.candidates) {
    const candidateId =
      typeof candidate === "number"
        ? candidate
        : await insert(db, schema.candidates, { business_id: business, ...candidate });
    applyIds.push(
      await insert(db, schema.applies, { business_id: business, candidate_id: candidateId, job_id: job, stage: 5 }),
    );
  }
  const sentAt = options.sentAt === undefined ? new Date().toISOString() : options.sentAt;
  const shortlist = await insert(db, schema.shortlists as never, {
    business_id: business,
    job_id: job,
    name: options.shortlist,
    ...(sentAt === null ? {} : { sent_at: sentAt }),
  });
  const items: readonly ShortlistWorldItem[] =
    options.items ?? applyIds.map((_, index) => ({ candidate: index, position: index + 1 }));
  for (const item of items) {
    await insert(db, schema.shortlistItems as never, {
      business_id: business,
      shortlist_id: shortlist,
      apply_id: applyIds[item.candidate],
      position: item.position,
      ...(item.comments === undefined ? {} : { comments: item.comments }),
    });
  }
  return { job, applyIds, shortlist };
}
