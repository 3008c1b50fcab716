/**
 * A job's applies pipeline (spec §2 /recruiters/jobs/{id}/applies/kanban, §4 apply stages):
 *
 *   GET   /recruiters/jobs/{jobId}/applies/board       → {job, applies: [card]}  every apply of the job, by stage
 *                                                      then position (the kanban shows them all, not a page)
 *   PATCH /recruiters/jobs/{jobId}/applies/{id}/move   {stage, position, submission_status?, reject_reason?}
 *                                                      → {apply: card}
 *
 * A move is one transaction: the card leaves its column and enters the target at `position`, both columns are
 * numbered 0… again, and the apply's audit entry says what changed (its history). After the commit, a change of
 * stage notifies the job's owner and team (who work in the business; never the mover) — the rule of the 'new apply'
 * notification (notifications/events.ts) — and pushes it live on their notification streams.
 *
 * Who: a recruiter's session; read (board) or update (move) on applies, else 403; a job or apply outside the
 * recruiter's business (or of another job) is 404. A Rejected stage needs a reject reason: 422 naming the field.
 */
import {
  type AnyEntity,
  applyStageEntry,
  entitySchemas,
  findEntity,
  isRejectedStage,
  issueMessage,
  type Locale,
} from "@seleta/domain";
import {
  applyBoardAnswerSchema,
  type applyCardSchema,
  applyMoveAnswerSchema,
  applyMoveBodySchema,
  pathIdSchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import type { RecruiterPrincipal } from "../../auth/principal";
import { allows } from "../../authz/policy";
import type { Database } from "../../db/client";
import { HttpError, requestLocale } from "../../edge/errors";
import { boardCards, jobOf, moveApply } from "../../engine/applyBoard";
import type { LiveBus } from "../../live/bus";
import { jobFollowers } from "../../notifications/events";
import { createNotifications } from "../../notifications/store";
import { recruiterNames } from "../../recruiters/queries";

type ApplyCard = z.output<typeof applyCardSchema>;

const idParam = pathIdSchema;
const boardParams = z.object({ jobId: idParam });
const moveParams = z.object({ jobId: idParam, id: idParam });

const appliesEntity = findEntity("applies") as AnyEntity;
type CardRow = Record<keyof ApplyCard, unknown>;

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const textOrNull = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

function cardOf(row: CardRow): ApplyCard {
  return {
    id: Number(row.id),
    candidate_id: numberOrNull(row.candidate_id),
    candidate_name: textOrNull(row.candidate_name),
    candidate_avatar: textOrNull(row.candidate_avatar),
    stage: Number(row.stage),
    position: numberOrNull(row.position),
    submission_status: numberOrNull(row.submission_status),
    reject_reason: numberOrNull(row.reject_reason),
    like_candidates: numberOrNull(row.like_candidates),
    deslike_candidates: numberOrNull(row.deslike_candidates),
    star_candidate: numberOrNull(row.star_candidate),
    amount_description: numberOrNull(row.amount_description),
  };
}

/** The values the move writes; 422 when a Rejected stage would be left without its reason (the registry's rule). */
function moveValues(
  body: z.output<typeof applyMoveBodySchema>,
  current: { reject_reason: number | null },
  locale: Locale,
): Record<string, unknown> {
  const values: Record<string, unknown> = { stage: body.stage };
  if (body.submission_status !== undefined) values.submission_status = body.submission_status;
  // Back in the pipeline an apply is no longer rejected; between the Rejected columns it keeps its reason.
  values.reject_reason = isRejectedStage(body.stage) ? (body.reject_reason ?? current.reject_reason) : null;
  const checked = entitySchemas(appliesEntity).update.safeParse(values);
  if (!checked.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of checked.error.issues) {
      const name = issue.path.map(String).join(".") || "_";
      fields[name] = [...(fields[name] ?? []), issueMessage(issue, locale)];
    }
    throw new HttpError(422, "validation_failed", "Some fields are invalid.", fields);
  }
  return values;
}

/** The business's language for stored messages: pt-BR until businesses get a language setting (messages.ts). */
const BUSINESS_LOCALE: Locale = "pt-BR";

/** The bell's text of a move, in the business's language with the names filled in (stored as is, spec §3). */
function applyMovedText(actor: string, candidate: string, stage: number, job: string, locale: Locale): string {
  const stageLabel = applyStageEntry(stage)?.label[locale] ?? String(stage);
  return locale === "pt-BR"
    ? `${actor} moveu ${candidate} para ${stageLabel} na vaga ${job}`
    : `${actor} moved ${candidate} to ${stageLabel} in the ${job} job`;
}

export const applyRoutes: FastifyPluginAsync<{
  db: Database;
  live?: LiveBus;
  /** Cards one board answers at most (config.ts `applyBoardCards`). */
  cardsPerBoard: number;
}> = async (fastify, { db, live, cardsPerBoard }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "recruiters");
  const tags = ["applies"];

  app.get(
    "/recruiters/jobs/:jobId/applies/board",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Every apply of a job as kanban cards, by stage then position (spec §2 applies/kanban)",
        params: boardParams,
        response: { 200: applyBoardAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      if (!allows(principal, "read", appliesEntity)) throw forbidden();
      const { jobId } = request.params;
      const job = await jobOf(db.drizzle, principal, jobId);
      const rows = (await boardCards(db, principal, jobId, cardsPerBoard)) as CardRow[];
      return { job: { id: Number(job.id), title: job.title }, applies: rows.map(cardOf) };
    },
  );

  app.patch(
    "/recruiters/jobs/:jobId/applies/:id/move",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Move an apply on its job's kanban: stage, place in the column, sub-status or reject reason",
        params: moveParams,
        body: applyMoveBodySchema,
        response: { 200: applyMoveAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      if (!allows(principal, "update", appliesEntity)) throw forbidden();
      const { jobId, id } = request.params;
      const body = request.body;
      const locale = requestLocale(request);

      const moved = await moveApply(db, principal, {
        jobId,
        id,
        stage: body.stage,
        position: body.position,
        requestId: request.id,
        valuesFor: (current) => moveValues(body, current, locale),
      });
      if (moved.from !== body.stage) {
        await notifyMoved(db, live, request.log, {
          principal,
          jobId,
          jobTitle: moved.job.title,
          applyId: id,
          candidate: moved.candidate ?? "",
          stage: body.stage,
        });
      }
      return { apply: cardOf(moved.card as CardRow) };
    },
  );
};

type MovedEvent = {
  principal: RecruiterPrincipal;
  jobId: number;
  jobTitle: string;
  applyId: number;
  candidate: string;
  stage: number;
};

/**
 * The move is committed: a lost notification is logged, never the mover's error (as events.ts does). Filed under
 * the Apply tab with the catalogue's apply kind: spec §4 names no kind of its own for a move.
 */
async function notifyMoved(
  db: Database,
  live: LiveBus | undefined,
  log: { error: (object: object, message: string) => void },
  event: MovedEvent,
): Promise<void> {
  try {
    const businessId = event.principal.businessId as number;
    const recipients = await jobFollowers(db, event.jobId, businessId, event.principal.id);
    if (recipients.length === 0) return;
    const [actor] = await recruiterNames(db, [event.principal.id]);
    await createNotifications(db, live, recipients, {
      businessId,
      kind: "applyMoved",
      message: applyMovedText(actor?.name ?? "", event.candidate, event.stage, event.jobTitle, BUSINESS_LOCALE),
      link: `/recruiters/jobs/${event.jobId}/applies/kanban`,
      reference: { type: "applies", id: event.applyId },
    });
  } catch (error) {
    log.error({ err: error, event: "applyMoved" }, "The applyMoved notification was not created");
  }
}
