/**
 * What the candidate area's other pages need in the demo: a partner per business (the `partners` page), and for the
 * demo candidate an upcoming client interview with a video link on their interview-stage application, plus a
 * meeting with the firm (the `meet` page).
 *
 * The demo's other dates hang off a fixed reference date, which lies in the past by now; these two are set a week
 * and eight days after the seed runs, at 14:00 and 10:00 UTC, so the demo shows an agenda ahead. Nothing else
 * depends on them (the seed's fingerprint reads candidates and applies only).
 */
import { sql } from "drizzle-orm";
import { candidates, interviews, meetings, partners } from "../db/schema";
import type { BulkTx } from "./bulkLoad";
import { DEMO_ACCOUNTS } from "./demo";

const DAY_MS = 86_400_000;

/** A partner per business: a career institute with a short rich-text description. */
const DEMO_PARTNER = {
  uid: "instituto-carreira",
  name: "Instituto Carreira Executiva",
  website: "https://carreira.example.org",
  description:
    "<p>Mentoria de carreira e cursos de liderança para profissionais em transição.</p>" +
    "<ul><li>Sessões de mentoria com executivos</li><li>Desconto de 20% para candidatos da Seleta</li></ul>",
};

type DemoApply = {
  candidate_id: number;
  name: string;
  business_id: number;
  apply_id: number;
  job_id: number;
  owner_id: number | null;
};

/** A day `days` after `from`, at `hour` UTC. */
function dayAt(from: Date, days: number, hour: number): string {
  const day = new Date(from.getTime() + days * DAY_MS);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
}

export async function seedCandidateExtras(
  tx: Pick<BulkTx, "drizzle">,
  businessIds: readonly number[],
  now = new Date(),
): Promise<void> {
  for (const businessId of businessIds) {
    await tx.drizzle.execute(
      sql`insert into ${partners} (business_id, uid, name, website, description, active)
          values (${businessId}, ${DEMO_PARTNER.uid}, ${DEMO_PARTNER.name}, ${DEMO_PARTNER.website},
                  ${DEMO_PARTNER.description}, true)`,
    );
  }
  const found = (await tx.drizzle.execute(
    sql`select c.id as candidate_id, c.name, c.business_id, a.id as apply_id, a.job_id, a.owner_id
        from ${candidates} c join applies a on a.candidate_id = c.id
        where c.email = ${DEMO_ACCOUNTS.candidate.email}
        order by a.stage desc, a.id limit 1`,
  )) as unknown as { rows: DemoApply[] };
  const demo = found.rows[0];
  if (!demo) return;
  await tx.drizzle.execute(
    sql`insert into ${interviews} (business_id, apply_id, candidate_id, candidate_name, job_id, status, scheduled_at,
                                   duration_minutes, interviewer_id, meeting_url)
        values (${demo.business_id}, ${demo.apply_id}, ${demo.candidate_id}, ${demo.name}, ${demo.job_id}, 2,
                ${dayAt(now, 7, 14)}, 60, ${demo.owner_id}, 'https://meet.example.org/seleta-demo')`,
  );
  if (demo.owner_id === null) return;
  await tx.drizzle.execute(
    sql`insert into ${meetings} (business_id, title, starts_at, ends_at, owner_id, candidate_id, location)
        values (${demo.business_id}, 'Conversa de carreira com a consultoria', ${dayAt(now, 8, 10)},
                ${dayAt(now, 8, 11)}, ${demo.owner_id}, ${demo.candidate_id}, 'Escritório Seleta, Av. Paulista, 1000')`,
  );
}
