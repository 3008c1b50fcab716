/**
 * A candidate applies to a job (spec §2 /candidates/jobs/{job_uid}/applies/new):
 *
 *   GET  /candidates/jobs/{uid}/apply     the job's public facts, its questions and whether they applied already
 *   POST /candidates/jobs/{uid}/applies   the answers and the consent: JSON, or multipart with the JSON in `apply`
 *                                         and each video answer as `video_<index>` → 201 {apply}
 *
 * The job is one of the candidate's business that the public site shows (db/schema/publicJobs.ts); anything else is
 * 404, except a job the candidate could open that closed since: 409 `job_closed`, said plainly. The job's questions
 * are a questionnaire that asks for the consent (questionnaires/answerQuestionnaire.ts reads, checks and stores the
 * answers and their videos): this file names where its questions come from (the job) and where its answers go (a new
 * apply). The apply lands at stage 0 (Web Response), source careers site, with its answers, its consent and its
 * videos as its data files, in one transaction; the database's unique (candidate, job) index refuses a second apply
 * (409 `already_applied`) even when two arrive at once. After the commit the job's followers hear of it live (the
 * registry's `newApply` notice).
 */
import multipart from "@fastify/multipart";
import { type AnyEntity, findEntity, formatMessage, type Locale, type LocalizedText } from "@seleta/domain";
import {
  APPLY_CONSENT_VERSION,
  applyBodySchema,
  applyCreatedAnswerSchema,
  applyFormAnswerSchema,
  jobUidSchema,
  questionnaireForm,
  VIDEO_ANSWER_MAX_MB,
  VIDEO_ANSWER_MAX_SECONDS,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, requireSignIn } from "../../auth/http";
import { ownApplyTo, publicJobToApply, storeApplyAnswers } from "../../candidatePortal/queries";
import type { Database } from "../../db/client";
import { HttpError, notFound } from "../../edge/errors";
import { changeContext, createRecord } from "../../engine/records";
import type { LiveBus } from "../../live/bus";
import { notifyRecordCreated } from "../../notifications/events";
import { optionalPublicHtml } from "../../publicSite/publicHtml";
import { answerQuestionnaire, type QuestionnaireOwnerFor } from "../../questionnaires/answerQuestionnaire";
import { MULTIPART_OPTIONS } from "../../uploads/receive";
import type { UploadSettings } from "../../uploads/settings";

const appliesEntity = findEntity("applies") as AnyEntity;
const uidParams = z.object({ uid: jobUidSchema });

/** Web Response (spec §4 apply stages): where every apply from the site lands. */
const WEB_RESPONSE_STAGE = 0;
/** The careers site (applySources): an apply the candidate sent from the site. */
const CAREERS_SITE_SOURCE = 1;

const MESSAGES = {
  jobClosed: {
    "pt-BR": "Esta vaga foi encerrada enquanto você respondia: sua candidatura não foi enviada.",
    en: "This job closed while you were answering: your application was not sent.",
  },
  alreadyApplied: {
    "pt-BR": "Você já se candidatou a esta vaga. Acompanhe sua candidatura em Candidaturas.",
    en: "You have already applied to this job. Follow your application in Candidaturas.",
  },
  questionsChanged: {
    "pt-BR": "As perguntas desta vaga mudaram enquanto você respondia. Recarregue a página e responda de novo.",
    en: "This job's questions changed while you were answering. Reload the page and answer again.",
  },
} as const satisfies Record<string, LocalizedText>;

/**
 * An apply's questionnaire: its body on the wire (the JSON's multipart field, the schema), the model whose data files
 * its videos become, and its words for questions that changed.
 */
const APPLY_ANSWERS = {
  jsonField: "apply",
  bodySchema: applyBodySchema,
  model: appliesEntity.model,
  questionsChanged: MESSAGES.questionsChanged,
} as const;

const text = (message: LocalizedText, locale: Locale, values?: Record<string, string | number>) =>
  formatMessage(message, locale, values);

export const candidateApplyRoutes: FastifyPluginAsync<{
  db: Database;
  uploads?: UploadSettings | undefined;
  live?: LiveBus | undefined;
}> = async (fastify, { db, uploads, live }) => {
  // Multipart here too: an apply carries its video answers with it.
  await fastify.register(multipart, MULTIPART_OPTIONS);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "candidates");
  const tags = ["candidate applies"];

  app.get(
    "/candidates/jobs/:uid/apply",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "A job's public facts and its questions, to apply to it; whether the candidate applied already",
        params: uidParams,
        response: { 200: applyFormAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "candidates");
      const job = await publicJobToApply(db.drizzle, principal.businessId, request.params.uid);
      if (!job?.open) throw notFound();
      return {
        job: {
          uid: job.uid,
          title: job.title,
          city: job.city,
          state: job.state,
          description_html: optionalPublicHtml(job.description) ?? "",
        },
        ...questionnaireForm(job.questions),
        consent_version: APPLY_CONSENT_VERSION,
        applied: await ownApplyTo(db.drizzle, principal.id, Number(job.id)),
      };
    },
  );

  app.post(
    "/candidates/jobs/:uid/applies",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Apply to a job with the answers to its questions and the consent (JSON, or multipart with videos)",
        description:
          `Multipart: the JSON body in the \`apply\` field, each video answer as \`video_<index>\` (MP4, WebM or ` +
          `QuickTime; at most ${VIDEO_ANSWER_MAX_MB} MB and ${VIDEO_ANSWER_MAX_SECONDS / 60} minutes). 400 names ` +
          "the wrong answers; 409 already_applied, job_closed or questions_changed; 413/415 for a video refused.",
        params: uidParams,
        consumes: ["application/json", "multipart/form-data"],
        response: { 201: applyCreatedAnswerSchema },
      },
    },
    async (request, reply) => {
      const answered = await answerQuestionnaire(request, { db, uploads }, jobQuestionnaire(request.params.uid));
      reply.code(201);
      await notifyRecordCreated({ db, live, log: request.log }, appliesEntity, answered.id, { recruiterId: null });
      return { apply: { id: answered.id, applied_at: answered.at } };
    },
  );

  /**
   * The job's questions, answered by applying: found open and not applied to yet, and its answers a new apply
   * (the job locked meanwhile, so a recruiter closing it waits for this apply, or this apply sees it closed).
   */
  function jobQuestionnaire(uid: string): QuestionnaireOwnerFor<z.output<typeof applyBodySchema>, { jobId: number }> {
    return ({ principal, locale, requestId }) => {
      const alreadyApplied = () => new HttpError(409, "already_applied", text(MESSAGES.alreadyApplied, locale));
      const jobClosed = () => new HttpError(409, "job_closed", text(MESSAGES.jobClosed, locale));
      return {
        ...APPLY_ANSWERS,
        consentVersion: APPLY_CONSENT_VERSION,
        async find() {
          const job = await publicJobToApply(db.drizzle, principal.businessId, uid);
          if (!job) return undefined;
          if (!job.open) throw jobClosed();
          if (await ownApplyTo(db.drizzle, principal.id, Number(job.id))) throw alreadyApplied();
          return { questions: job.questions, found: { jobId: Number(job.id) } };
        },
        async open(tx, { jobId }, answers, at) {
          const locked = await publicJobToApply(tx, principal.businessId, uid, true);
          if (!locked?.open) throw jobClosed();
          try {
            return await createRecord(
              tx,
              appliesEntity,
              {
                candidate: principal.id,
                job: jobId,
                stage: WEB_RESPONSE_STAGE,
                source: CAREERS_SITE_SOURCE,
                applied_at: at,
                answers,
                consent_version: APPLY_CONSENT_VERSION,
                consent_at: at,
              },
              changeContext(principal, requestId),
            );
          } catch (error) {
            if (error instanceof HttpError && error.statusCode === 409 && error.code === "conflict") {
              throw alreadyApplied();
            }
            throw error;
          }
        },
        async keep(tx, { id }, answers) {
          // The apply was created with its answers; the videos' files are what they gain here.
          if (answers.some((answer) => answer.data_file_id)) await storeApplyAnswers(tx, id, answers);
        },
      };
    };
  }
};
