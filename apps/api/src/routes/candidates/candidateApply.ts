/**
 * A candidate applies to a job (spec §2 /candidates/jobs/{job_uid}/applies/new):
 *
 *   GET  /candidates/jobs/{uid}/apply     the job's public facts, its questions and whether they applied already
 *   POST /candidates/jobs/{uid}/applies   the answers and the consent: JSON, or multipart with the JSON in `apply`
 *                                         and each video answer as `video_<index>` → 201 {apply}
 *
 * The job is one of the candidate's business that the public site shows (db/schema/publicJobs.ts); anything else is
 * 404, except a job the candidate could open that closed since: 409 `job_closed`, said plainly. The answers are
 * checked against the questions (`checkAnswers`, the form's own check) and the questions the form showed
 * (`questions_version`); a video is an MP4, WebM or QuickTime clip by its bytes, at most `VIDEO_ANSWER_MAX_MB` and,
 * where its container states a duration, `VIDEO_ANSWER_MAX_SECONDS`. The apply lands at stage 0 (Web Response),
 * source careers site, with its answers, its consent and its videos as its data files, in one transaction; the
 * database's unique (candidate, job) index refuses a second apply (409 `already_applied`) even when two arrive at
 * once. Any refusal leaves nothing behind: a stored video is removed, the temp files always (uploads/videoAnswers.ts
 * reads, checks and stores the videos). After the commit the job's followers hear of it live (the registry's
 * `newApply` notice).
 */
import multipart from "@fastify/multipart";
import { type AnyEntity, findEntity, formatMessage, type Locale, type LocalizedText } from "@seleta/domain";
import {
  APPLY_CONSENT_VERSION,
  applyBodySchema,
  applyCreatedAnswerSchema,
  applyFormAnswerSchema,
  checkAnswers,
  jobUidSchema,
  questionsVersion,
  TEXT_ANSWER_MAX,
  VIDEO_ANSWER_MAX_MB,
  VIDEO_ANSWER_MAX_SECONDS,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, requireSignIn } from "../../auth/http";
import type { CandidatePrincipal } from "../../auth/principal";
import { ownApplyTo, publicJobToApply, storeApplyAnswers } from "../../candidatePortal/queries";
import type { Database } from "../../db/client";
import { HttpError, notFound, requestLocale } from "../../edge/errors";
import { changeContext, createRecord } from "../../engine/records";
import type { LiveBus } from "../../live/bus";
import { notifyRecordCreated } from "../../notifications/events";
import { optionalPublicHtml } from "../../publicSite/publicHtml";
import { MULTIPART_OPTIONS } from "../../uploads/receive";
import type { UploadSettings } from "../../uploads/settings";
import {
  answerFields,
  answersBodyOf,
  checkAndStoreVideos,
  NO_ANSWERS_RECEIVED,
  type ReceivedAnswers,
  type ReceivedVideo,
  recordVideoFiles,
  storedQuestions,
} from "../../uploads/videoAnswers";

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
  consentOutdated: {
    "pt-BR": "O texto do consentimento mudou. Recarregue a página e aceite o novo texto.",
    en: "The consent text changed. Reload the page and accept the new text.",
  },
  invalidForm: { "pt-BR": "Revise as respostas marcadas.", en: "Check the answers marked." },
} as const satisfies Record<string, LocalizedText>;

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
      const questions = storedQuestions(job.questions);
      return {
        job: {
          uid: job.uid,
          title: job.title,
          city: job.city,
          state: job.state,
          description_html: optionalPublicHtml(job.description) ?? "",
        },
        questions,
        questions_version: questionsVersion(questions),
        limits: {
          text_max: TEXT_ANSWER_MAX,
          video_max_mb: VIDEO_ANSWER_MAX_MB,
          video_max_seconds: VIDEO_ANSWER_MAX_SECONDS,
        },
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
      const principal = principalOf(request, "candidates");
      const locale = requestLocale(request);
      let received: ReceivedAnswers = NO_ANSWERS_RECEIVED;
      const stored: string[] = [];
      try {
        const form = await answersBodyOf(request, uploads, locale, "apply");
        received = form.received;
        const raw = form.raw;
        const body = applyBodySchema.parse(raw);
        const created = await applyOnce(principal, request.params.uid, body, received.videos, locale, stored, request);
        reply.code(201);
        await notifyRecordCreated({ db, live, log: request.log }, appliesEntity, created.id, { recruiterId: null });
        return { apply: created };
      } catch (error) {
        if (uploads) await Promise.all(stored.map((key) => uploads.storage.remove(key).catch(() => {})));
        throw error;
      } finally {
        await received.discard();
      }
    },
  );

  /** Checks and stores one apply; the keys of the videos put in storage go into `stored` as they are. */
  async function applyOnce(
    principal: CandidatePrincipal,
    uid: string,
    body: z.output<typeof applyBodySchema>,
    videos: readonly ReceivedVideo[],
    locale: Locale,
    stored: string[],
    request: FastifyRequest,
  ) {
    const job = await publicJobToApply(db.drizzle, principal.businessId, uid);
    if (!job) throw notFound();
    if (!job.open) throw new HttpError(409, "job_closed", text(MESSAGES.jobClosed, locale));
    if (await ownApplyTo(db.drizzle, principal.id, Number(job.id))) {
      throw new HttpError(409, "already_applied", text(MESSAGES.alreadyApplied, locale));
    }
    const questions = storedQuestions(job.questions);
    if (body.questions_version !== questionsVersion(questions)) {
      throw new HttpError(409, "questions_changed", text(MESSAGES.questionsChanged, locale));
    }
    if (body.consent_version !== APPLY_CONSENT_VERSION) {
      throw new HttpError(409, "consent_outdated", text(MESSAGES.consentOutdated, locale));
    }
    const videoIndexes = new Set(videos.map((video) => video.index));
    const check = checkAnswers(questions, body.answers, videoIndexes);
    if (!check.ok) {
      throw new HttpError(
        400,
        "validation_failed",
        text(MESSAGES.invalidForm, locale),
        answerFields(check.problems, locale),
      );
    }
    const storedVideos = await checkAndStoreVideos(request, videos, locale, stored);

    const now = new Date().toISOString();
    return db.drizzle.transaction(async (tx) => {
      // Under a share lock: a recruiter closing the job now waits for this apply, or this apply sees it closed.
      const locked = await publicJobToApply(tx, principal.businessId, uid, true);
      if (!locked?.open) throw new HttpError(409, "job_closed", text(MESSAGES.jobClosed, locale));
      let id: number;
      try {
        id = await createRecord(
          tx,
          appliesEntity,
          {
            candidate: principal.id,
            job: Number(job.id),
            stage: WEB_RESPONSE_STAGE,
            source: CAREERS_SITE_SOURCE,
            applied_at: now,
            answers: check.answers,
            consent_version: APPLY_CONSENT_VERSION,
            consent_at: now,
          },
          changeContext(principal, request.id),
        );
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 409 && error.code === "conflict") {
          throw new HttpError(409, "already_applied", text(MESSAGES.alreadyApplied, locale));
        }
        throw error;
      }
      const answers = await recordVideoFiles(
        tx,
        request,
        { businessId: principal.businessId, model: appliesEntity.model, id, accountId: principal.accountId },
        storedVideos,
        check.answers,
      );
      if (videos.length > 0) {
        await storeApplyAnswers(tx, id, answers);
      }
      return { id, applied_at: now };
    });
  }
};
