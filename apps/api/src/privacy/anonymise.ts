/**
 * Erasing a candidate (LGPD art. 16 and 18): the record stays, so the firm's applications keep their stage, dates
 * and job for its statistics, but everything that identifies or describes the person goes, in one transaction —
 * the candidate's fields by the domain's CANDIDATE_ANONYMISATION, the text extracted from their files (the search
 * document is generated from the row, so it follows), the copies of their name on other records and in
 * recruiters' notifications, their free texts on their applications and in the evaluations sent to them
 * (EVALUATION_REQUEST_ANONYMISATION), what was written about them in shortlists (the recruiter's presentations, the
 * reviewers' reasons and the comment threads; the ratings stay, as counts), their file rows, their data exports, their sessions, tokens, devices and linked sign-ins,
 * and their account (no password, a reserved address, locked). The stored bytes of their files are removed after
 * the transaction commits: a rollback must not leave rows pointing at removed files, and a failed removal leaves
 * an orphan file no row names (logged), never a row with personal data.
 */
import { entityList, getEntity } from "@seleta/domain";
import {
  ANONYMISED_NAME,
  anonymisedAnswers,
  anonymisedCandidateValues,
  anonymisedEmail,
  EVALUATION_REQUEST_ANONYMISATION,
} from "@seleta/domain/privacy";
import { storedAnswerSchema } from "@seleta/domain/wire";
import { type SQL, sql } from "drizzle-orm";
import { type Database, type Executor, type Log, rowsOf } from "../db/client";
import {
  accounts,
  authTokens,
  candidateErasures,
  candidates,
  dataFiles,
  type ErasureReason,
  entityTables,
  identities,
  likeCandidates,
  notifications,
  recruiterDownloads,
  retentionWarnings,
  sessions,
  shortlistComments,
  shortlistItems,
  trustedDevices,
} from "../db/schema";
import { columnName } from "../db/schema/columns";
import { FILES_TEXT_COLUMN } from "../db/schema/search";
import { recordAudit } from "../engine/audit";
import type { FileStorage } from "../uploads/storage";

const candidateEntity = getEntity("candidates");

/** How rows point at a candidate and their applications (a model name, or an entity name). */
export const CANDIDATE_REFERENCES = { candidate: ["Candidate", "candidates"], apply: ["Apply", "applies"] };

/** The model of a sent evaluation, whose data files are the candidate's video answers. */
const EVALUATION_REQUEST_MODEL = getEntity("evaluation_requests").model;

/** The file rows that are the candidate's: on their record, on their applications, or uploaded by their account. */
export function candidateFilesWhere(candidateId: number, accountId: number | null): SQL {
  return sql`(
    (${dataFiles.reference_type} in (${sql.join(
      CANDIDATE_REFERENCES.candidate.map((m) => sql`${m}`),
      sql`, `,
    )})
      and ${dataFiles.reference_id} = ${candidateId})
    or (${dataFiles.reference_type} in (${sql.join(
      CANDIDATE_REFERENCES.apply.map((m) => sql`${m}`),
      sql`, `,
    )})
      and ${dataFiles.reference_id} in (select id from ${entityTables.applies} where candidate_id = ${candidateId}))
    or (${dataFiles.reference_type} = ${EVALUATION_REQUEST_MODEL}
      and ${dataFiles.reference_id} in
        (select id from ${entityTables.evaluation_requests} where candidate_id = ${candidateId}))
    or (${accountId !== null} and ${dataFiles.created_by} = ${accountId ?? 0}))`;
}

/** Entities that copy a candidate's name (and photo) beside their link to the candidate. */
function copiesOfTheCandidate(): { table: (typeof entityTables)[keyof typeof entityTables]; avatar: boolean }[] {
  return entityList
    .filter((entity) =>
      entity.fieldList.some((field) => field.kind === "relation" && field.relation?.entity === candidateEntity.name),
    )
    .filter((entity) => entity.fields.candidate_name !== undefined && entity.fields.candidate !== undefined)
    .map((entity) => ({
      table: entityTables[entity.name as keyof typeof entityTables],
      avatar: entity.fields.candidate_avatar !== undefined,
    }));
}

/** The evaluations sent to the candidate keep their answers' choices, never their words (see the domain's rules). */
async function clearEvaluationAnswers(tx: Executor, candidateId: number): Promise<void> {
  if (EVALUATION_REQUEST_ANONYMISATION.answers !== "clearFreeText") return;
  const rows = await rowsOf<{ id: number; answers: unknown }>(
    tx.execute(sql`select id, answers from ${entityTables.evaluation_requests}
                   where candidate_id = ${candidateId} and answers is not null`),
  );
  for (const row of rows) {
    const answers = Array.isArray(row.answers)
      ? row.answers.flatMap((item) => {
          const parsed = storedAnswerSchema.safeParse(item);
          return parsed.success ? [parsed.data] : [];
        })
      : [];
    await tx.execute(sql`update ${entityTables.evaluation_requests}
                         set answers = ${JSON.stringify(anonymisedAnswers(answers))}::jsonb, updated_at = now()
                         where id = ${Number(row.id)}`);
  }
}

export type Erasure = { candidateId: number; reason: ErasureReason; requestId?: string };
export type ErasureDeps = { db: Database; storage: FileStorage | undefined; log: Log };

/** Anonymises the candidate; false when they were already erased (nothing done twice). */
export async function eraseCandidate(deps: ErasureDeps, erasure: Erasure): Promise<boolean> {
  const { db, storage, log } = deps;
  const { candidateId, reason } = erasure;
  const removedKeys = await db.drizzle.transaction(async (tx) => {
    const [row] = await rowsOf<{ business_id: number; account_id: number | null; name: string | null }>(
      tx.execute(sql`select business_id, account_id, name from ${candidates} where id = ${candidateId} for update`),
    );
    if (!row) return undefined;
    const businessId = Number(row.business_id);
    const accountId = row.account_id === null ? null : Number(row.account_id);
    const [marked] = await rowsOf<{ id: number }>(
      tx.execute(sql`insert into ${candidateErasures} (business_id, candidate_id, reason)
                     values (${businessId}, ${candidateId}, ${reason})
                     on conflict (candidate_id) do nothing returning id`),
    );
    if (!marked) return undefined;

    const values = anonymisedCandidateValues(candidateId);
    const assignments = Object.entries(values).map(([key, value]) => {
      const field = candidateEntity.fieldList.find((candidate) => candidate.key === key);
      if (!field) throw new Error(`Anonymisation names ${key}, which the candidate does not have`);
      const column = sql.identifier(columnName(field));
      return value !== null && typeof value === "object"
        ? sql`${column} = ${JSON.stringify(value)}::jsonb`
        : sql`${column} = ${value as string | number | boolean | null}`;
    });
    await tx.execute(
      sql`update ${candidates} set ${sql.join(assignments, sql`, `)}, ${sql.identifier(FILES_TEXT_COLUMN)} = null,
                 updated_at = now()
          where id = ${candidateId}`,
    );
    for (const copy of copiesOfTheCandidate()) {
      await tx.execute(
        sql`update ${copy.table} set candidate_name = ${ANONYMISED_NAME}
              ${copy.avatar ? sql`, candidate_avatar = null` : sql``}
            where candidate_id = ${candidateId}`,
      );
    }
    // The applications stay for the firm's statistics (stage, dates, job, source); the candidate's own words go.
    await tx.execute(
      sql`update ${entityTables.applies} set cover_letter = null, salary_expectation = null, answers = null
          where candidate_id = ${candidateId}`,
    );
    await clearEvaluationAnswers(tx, candidateId);
    // What others wrote about the person in shortlists describes them: the presentations, the reasons of the ratings
    // and the comment threads go; the ratings themselves stay, like the applications' stages.
    const theirApplies = sql`(select id from ${entityTables.applies} where candidate_id = ${candidateId})`;
    await tx.execute(sql`update ${shortlistItems} set comments = null where apply_id in ${theirApplies}`);
    await tx.execute(sql`update ${likeCandidates} set description = null where apply_id in ${theirApplies}`);
    await tx.execute(sql`delete from ${shortlistComments} where apply_id in ${theirApplies}`);
    // Recruiters' notifications about the candidate or their applications name them ("X applied to Y").
    if (row.name?.trim()) {
      await tx.execute(
        sql`update ${notifications} set message = replace(message, ${row.name}, ${ANONYMISED_NAME})
            where business_id = ${businessId}
              and ((${notifications.reference_type} in (${sql.join(
                CANDIDATE_REFERENCES.candidate.map((m) => sql`${m}`),
                sql`, `,
              )})
                    and ${notifications.reference_id} = ${candidateId})
                or (${notifications.reference_type} in (${sql.join(
                  CANDIDATE_REFERENCES.apply.map((m) => sql`${m}`),
                  sql`, `,
                )})
                    and ${notifications.reference_id} in (select id from ${entityTables.applies} where candidate_id = ${candidateId})))`,
      );
    }
    const files = await rowsOf<{ storage_key: string }>(
      tx.execute(
        sql`delete from ${dataFiles} where ${candidateFilesWhere(candidateId, accountId)} returning storage_key`,
      ),
    );
    const exports = await rowsOf<{ storage_name: string | null }>(
      tx.execute(sql`delete from ${recruiterDownloads} where candidate_id = ${candidateId} returning storage_name`),
    );
    await tx.execute(sql`delete from ${retentionWarnings} where candidate_id = ${candidateId}`);
    if (accountId !== null) {
      await tx.execute(sql`delete from ${sessions} where account_id = ${accountId}`);
      await tx.execute(sql`delete from ${authTokens} where account_id = ${accountId}`);
      await tx.execute(sql`delete from ${trustedDevices} where account_id = ${accountId}`);
      await tx.execute(sql`delete from ${identities} where account_id = ${accountId}`);
      await tx.execute(
        sql`update ${accounts} set email = ${anonymisedEmail("account", accountId)}, name = null, password_hash = null,
                   locked = true, updated_at = now()
            where id = ${accountId}`,
      );
    }
    // The fact, never a value: which candidate, why, and how many rows went.
    await recordAudit(tx, [
      {
        entity: candidateEntity.name,
        recordId: candidateId,
        action: "anonymise",
        changes: { reason, files: files.length, exports: exports.length },
        businessId,
        accountId: reason === "request" ? accountId : null,
        ...(erasure.requestId ? { requestId: erasure.requestId } : {}),
      },
    ]);
    return [
      ...files.map((file) => file.storage_key),
      ...exports.flatMap((e) => (e.storage_name ? [e.storage_name] : [])),
    ];
  });
  if (!removedKeys) return false;
  for (const key of removedKeys) {
    await storage?.remove(key).catch((error: unknown) => {
      log.error({ err: error, candidate: candidateId }, "An erased candidate's file could not be removed from storage");
    });
  }
  return true;
}
