/**
 * The benches' sent shortlist: every apply of a job in it, in an order that is not the applies' own (newest first),
 * each with `presentation` when given. Answers the shortlist's id.
 */
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../src/db/client";

export async function sentShortlistOfJob(
  db: Database,
  {
    business,
    jobId,
    ownerId,
    presentation = null,
  }: {
    business: number;
    jobId: number;
    ownerId: number;
    presentation?: string | null;
  },
): Promise<number> {
  const [shortlist] = await queryRows<{ id: number }>(
    db,
    sql`insert into shortlists (business_id, job_id, name, sent_at, owner_id)
        values (${business}, ${jobId}, 'Finalistas (bench)', now(), ${ownerId}) returning id`,
  );
  const shortlistId = Number(shortlist?.id);
  await queryRows(
    db,
    sql`insert into shortlist_items (business_id, shortlist_id, apply_id, position, comments)
        select ${business}, ${shortlistId}, id, (row_number() over (order by id desc) - 1)::int, ${presentation}
        from applies where job_id = ${jobId}`,
  );
  return shortlistId;
}
