/**
 * Where the signed-in candidate's applications stand (the candidate area's `candidacy` page):
 *
 *   GET  /candidates/applies                 → {applies: [candidacy]}  newest application first
 *   POST /candidates/applies/{id}/withdraw   → {apply: candidacy}
 *
 * A candidacy says only what the candidate may know (wire/candidacy.ts): the step in the candidate's words, mapped
 * from the stage on the server (candidatePortal/candidacyStatus), and its timeline, built from the apply's audit
 * history of stage changes. The stage, the submission sub-status, the reject reason and notes never leave here.
 *
 * Withdrawing moves the apply to the pipeline's Withdrawn column (the last place), through the engine so that its
 * history records it as the candidate's change, and tells the job's owner and team (live on their notification
 * streams). A closed application (withdrawn, hired, not selected, or its job closed) cannot be withdrawn: 409.
 *
 * Who: a candidate's session; the rows are the candidate's own applies in their business (the registry's
 * `outsideAccess`), and another's is the same 404 as an unknown id.
 */
import { type AnyEntity, applyStages, catalogueIdOf, findEntity, type Locale } from "@seleta/domain";
import {
  type CandidacyStanding,
  type CandidacyStep,
  candidacyStanding,
  candidacyTimeline,
  isWithdrawable,
  type StageChange,
} from "@seleta/domain/candidate-portal";
import {
  candidaciesAnswerSchema,
  type candidacySchema,
  candidacyWithdrawnAnswerSchema,
  pathIdSchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, requireSignIn } from "../../auth/http";
import type { CandidatePrincipal } from "../../auth/principal";
import {
  type CandidacyRow,
  candidacyRows,
  closeGap,
  endOfColumn,
  lockedCandidacy,
  stageChangesOf,
} from "../../candidatePortal/candidacies";
import type { Database, Log } from "../../db/client";
import { HttpError, notFound, requestLocale } from "../../edge/errors";
import { changeContext, type Executor, updateRecord } from "../../engine/records";
import type { LiveBus } from "../../live/bus";
import { jobFollowers } from "../../notifications/events";
import { createNotifications } from "../../notifications/store";

type Candidacy = z.output<typeof candidacySchema>;

const appliesEntity = findEntity("applies") as AnyEntity;
const WITHDRAWN_STAGE = catalogueIdOf(applyStages, "withdrawn");

function candidacyOf(row: CandidacyRow, stageChanges: readonly StageChange[]): Candidacy {
  const currentStage = Number(row.stage);
  const jobOpen = row.job_open === true;
  const standing: CandidacyStanding = candidacyStanding(currentStage, jobOpen);
  const timeline: CandidacyStep[] = candidacyTimeline({
    appliedAt: row.applied_at,
    stageChanges,
    currentStage,
    updatedAt: row.updated_at,
    job: { open: jobOpen, closedAt: row.job_closed_at },
  });
  return {
    id: Number(row.id),
    job: { title: row.job_title, company: row.company },
    applied_at: row.applied_at,
    status: standing.status,
    closure: standing.closure,
    timeline,
    withdrawable: isWithdrawable(standing),
  };
}

/** The candidate's applies (one when `id` is given), as candidacies. */
async function candidaciesOf(
  executor: Executor,
  principal: CandidatePrincipal,
  perAnswer: number,
  id?: number,
): Promise<Candidacy[]> {
  const rows = await candidacyRows(executor, principal, perAnswer, id);
  const changes = await stageChangesOf(
    executor,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => candidacyOf(row, changes.get(Number(row.id)) ?? []));
}

const ALREADY_CLOSED: Record<Locale, string> = {
  "pt-BR": "Esta candidatura já foi encerrada e não pode ser retirada.",
  en: "This application is already closed and cannot be withdrawn.",
};

const ALREADY_WITHDRAWN: Record<Locale, string> = {
  "pt-BR": "Você já retirou esta candidatura.",
  en: "You have already withdrawn this application.",
};

/** The business's language for stored messages: pt-BR until businesses get a language setting. */
const BUSINESS_LOCALE: Locale = "pt-BR";

function withdrawnText(candidate: string, job: string, locale: Locale): string {
  return locale === "pt-BR"
    ? `${candidate} retirou a candidatura à vaga ${job}`
    : `${candidate} withdrew their application to the ${job} job`;
}

type WithdrawnEvent = { businessId: number; jobId: number; jobTitle: string; applyId: number; candidate: string };

/**
 * The withdrawal is committed: a lost notification is logged, never the candidate's error. Filed as a move of the
 * apply (the Apply tab): the card moved to Withdrawn.
 */
async function notifyWithdrawn(
  db: Database,
  live: LiveBus | undefined,
  log: Pick<Log, "error">,
  event: WithdrawnEvent,
) {
  try {
    const recipients = await jobFollowers(db, event.jobId, event.businessId, null);
    await createNotifications(db, live, recipients, {
      businessId: event.businessId,
      kind: "applyMoved",
      message: withdrawnText(event.candidate, event.jobTitle, BUSINESS_LOCALE),
      link: `/recruiters/jobs/${event.jobId}/applies/kanban`,
      reference: { type: appliesEntity.name, id: event.applyId },
    });
  } catch (error) {
    log.error({ err: error, event: "applyWithdrawn" }, "The applyWithdrawn notification was not created");
  }
}

export const candidacyRoutes: FastifyPluginAsync<{
  db: Database;
  live?: LiveBus;
  /** Applications one answer lists at most (config.ts `candidaciesPerAnswer`). */
  perAnswer: number;
}> = async (fastify, { db, live, perAnswer }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "candidates");
  const tags = ["candidates"];

  app.get(
    "/candidates/applies",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The signed-in candidate's applications: where each stands, in the candidate's words",
        response: { 200: candidaciesAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "candidates");
      return { applies: await candidaciesOf(db.drizzle, principal, perAnswer) };
    },
  );

  app.post(
    "/candidates/applies/:id/withdraw",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Withdraw one of the signed-in candidate's applications from its job's pipeline",
        params: z.object({ id: pathIdSchema }),
        response: { 200: candidacyWithdrawnAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "candidates");
      const { id } = request.params;
      const locale = requestLocale(request);
      const withdrawn = await db.drizzle.transaction(async (tx) => {
        const current = await lockedCandidacy(tx, principal, id);
        if (!current) throw notFound();
        const stage = Number(current.stage);
        const standing = candidacyStanding(stage, current.job_open === true);
        if (!isWithdrawable(standing)) {
          const message = standing.closure === "withdrawn" ? ALREADY_WITHDRAWN : ALREADY_CLOSED;
          const code = standing.closure === "withdrawn" ? "already_withdrawn" : "candidacy_closed";
          throw new HttpError(409, code, message[locale]);
        }
        const jobId = Number(current.job_id);
        const position = await endOfColumn(tx, jobId, WITHDRAWN_STAGE);
        // Through the engine: the apply's history says the candidate moved it to Withdrawn.
        await updateRecord(
          tx,
          appliesEntity,
          id,
          { stage: WITHDRAWN_STAGE, position },
          changeContext(principal, request.id),
        );
        await closeGap(tx, jobId, stage);
        const [candidacy] = await candidaciesOf(tx, principal, perAnswer, id);
        return { candidacy: candidacy as Candidacy, jobId, jobTitle: current.job_title, name: current.candidate_name };
      });
      await notifyWithdrawn(db, live, request.log, {
        businessId: principal.businessId,
        jobId: withdrawn.jobId,
        jobTitle: withdrawn.jobTitle,
        applyId: id,
        candidate: withdrawn.name ?? "",
      });
      return { apply: withdrawn.candidacy };
    },
  );
};
