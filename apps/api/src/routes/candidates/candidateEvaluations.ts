/**
 * Evaluations a firm sends a candidate (spec §1 evaluations; §2 /candidates/evaluations/{uid}):
 *
 *   GET  /recruiters/applies/{id}/evaluation_requests   the active evaluations to send, and those sent, with answers
 *   POST /recruiters/applies/{id}/evaluation_requests   sends one: the request, and the mail with its link → 201
 *   GET  /candidates/evaluations/{uid}                  its title, description, questions, time limit, answered_at
 *   POST /candidates/evaluations/{uid}/answers          the answers: JSON, or multipart with the JSON in `answers`
 *                                                       and each video answer as `video_<index>` → 201
 *
 * Sending needs update on applies and the apply in the recruiter's scope (403 without the permission, 404 for an
 * apply out of reach); the evaluation is an active one of the recruiter's business. The mail's link is built on
 * the business's configured origin (publicOrigins.ts), never on the request's headers; the request and its mail are
 * one transaction. An evaluation goes to an apply once (409 `already_sent`).
 *
 * A candidate reaches only the evaluations sent to them: another's uid is the same 404 as an unknown one. The
 * evaluation's questions are a questionnaire answered as an apply's (questionnaires/answerQuestionnaire.ts: the body,
 * the questions the form showed, the answers' check, the videos): this file names where the questions come from (the
 * request sent) and where the answers go (that request, with its videos as its data files). They are stored once: a
 * second answer is 409 `already_answered`, even when two arrive at once (the row is locked). The evaluation's
 * `answers_count` counts its answered requests.
 */

import multipart from "@fastify/multipart";
import { type AnyEntity, findEntity, formatMessage, type Locale, type LocalizedText } from "@seleta/domain";
import {
  applyEvaluationsAnswerSchema,
  type EvaluationRequest,
  evaluationAnsweredSchema,
  evaluationAnswersBodySchema,
  evaluationFormAnswerSchema,
  evaluationSentAnswerSchema,
  evaluationUidSchema,
  pathIdSchema,
  questionnaireForm,
  type StoredAnswer,
  sendEvaluationBodySchema,
  storedAnswerSchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import { allows } from "../../authz/policy";
import type { Database } from "../../db/client";
import { HttpError, notFound, requestLocale } from "../../edge/errors";
import { changeContext, createRecord, type Executor, updateRecord } from "../../engine/records";
import {
  activeEvaluation,
  activeEvaluations,
  applyOfScope,
  candidateContact,
  candidateRequestOf,
  type RequestRow,
  recountAnswers,
  requestRowsOfApply,
  requestUid,
} from "../../evaluations/queries";
import { announceQueuedMail, insertOutboxRow, type OutgoingMail } from "../../mail/outbox";
import { answerQuestionnaire, type QuestionnaireOwnerFor } from "../../questionnaires/answerQuestionnaire";
import { MULTIPART_OPTIONS } from "../../uploads/receive";
import type { UploadSettings } from "../../uploads/settings";

const appliesEntity = findEntity("applies") as AnyEntity;
const requestsEntity = findEntity("evaluation_requests") as AnyEntity;
const MESSAGES = {
  alreadySent: {
    "pt-BR": "Esta avaliação já foi enviada para esta candidatura.",
    en: "This evaluation has already been sent for this application.",
  },
  notActive: {
    "pt-BR": "Escolha uma avaliação ativa.",
    en: "Choose an active evaluation.",
  },
  alreadyAnswered: {
    "pt-BR": "Você já respondeu esta avaliação. Obrigado!",
    en: "You have already answered this evaluation. Thank you!",
  },
  questionsChanged: {
    "pt-BR": "As perguntas desta avaliação mudaram enquanto você respondia. Recarregue a página e responda de novo.",
    en: "This evaluation's questions changed while you were answering. Reload the page and answer again.",
  },
  mailSubject: {
    "pt-BR": "Uma avaliação para você: {title}",
    en: "An evaluation for you: {title}",
  },
  mailBody: {
    "pt-BR":
      "Olá, {name}.\n\nEnviamos a avaliação \u201c{title}\u201d para você responder. Abra o link abaixo:\n\n{link}\n",
    en: "Hello, {name}.\n\nWe have sent you the evaluation \u201c{title}\u201d to answer. Open the link below:\n\n{link}\n",
  },
} as const satisfies Record<string, LocalizedText>;

/**
 * A sent evaluation's questionnaire: its body on the wire (the JSON's multipart field, the schema), the model whose
 * data files its videos become, and its words for questions that changed.
 */
const EVALUATION_ANSWERS = {
  jsonField: "answers",
  bodySchema: evaluationAnswersBodySchema,
  model: requestsEntity.model,
  questionsChanged: MESSAGES.questionsChanged,
} as const;

const text = (message: LocalizedText, locale: Locale, values?: Record<string, string | number>) =>
  formatMessage(message, locale, values);

function answersOf(stored: unknown): StoredAnswer[] | null {
  if (!Array.isArray(stored)) return null;
  return stored.flatMap((item) => {
    const parsed = storedAnswerSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** The link a candidate opens: the candidate area's page of this evaluation, on the business's own site. */
export function evaluationLink(origin: string, uid: string): string {
  return `${origin}/candidates/evaluations/${encodeURIComponent(uid)}`;
}

async function requestsOfApply(executor: Executor, applyId: number, id?: number): Promise<EvaluationRequest[]> {
  return (await requestRowsOfApply(executor, applyId, id)).map(requestOf);
}

function requestOf(row: RequestRow): EvaluationRequest {
  return {
    id: Number(row.id),
    evaluation_id: Number(row.evaluation_id),
    evaluation_title: row.evaluation_title,
    sent_at: iso(row.sent_at) as string,
    answered_at: iso(row.answered_at),
    answers: answersOf(row.answers),
  };
}

export const candidateEvaluationRoutes: FastifyPluginAsync<{
  db: Database;
  uploads?: UploadSettings | undefined;
}> = async (fastify, { db, uploads }) => {
  // Multipart here too: answers carry their videos with them.
  await fastify.register(multipart, MULTIPART_OPTIONS);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const recruiterSignedIn = requireSignIn(db, "recruiters");
  const candidateSignedIn = requireSignIn(db, "candidates");
  const applyParams = z.object({ id: pathIdSchema });
  const uidParams = z.object({ uid: evaluationUidSchema });

  /** The apply's id and candidate when the recruiter may do `action` on it; 403 without the permission, else 404. */
  async function applyInScope(principal: Parameters<typeof allows>[0], action: "read" | "update", id: number) {
    if (!allows(principal, action, appliesEntity)) throw forbidden();
    const row = await applyOfScope(db, principal, action, id);
    if (!row) throw notFound();
    return { id: Number(row.id), candidateId: Number(row.candidate_id) };
  }

  app.get(
    "/recruiters/applies/:id/evaluation_requests",
    {
      preHandler: recruiterSignedIn,
      schema: {
        tags: ["evaluations"],
        summary: "The active evaluations a recruiter may send for an apply, and those sent with their answers",
        params: applyParams,
        response: { 200: applyEvaluationsAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      const apply = await applyInScope(principal, "read", request.params.id);
      const evaluations = await activeEvaluations(db, principal.businessId);
      return {
        evaluations: evaluations.map((row) => ({ id: Number(row.id), title: row.title })),
        requests: await requestsOfApply(db.drizzle, apply.id),
      };
    },
  );

  app.post(
    "/recruiters/applies/:id/evaluation_requests",
    {
      preHandler: recruiterSignedIn,
      schema: {
        tags: ["evaluations"],
        summary: "Send an evaluation to the apply's candidate: the request, and a mail with its link",
        description: "403 without update on applies; 409 already_sent; 422 for an evaluation that is not active.",
        params: applyParams,
        body: sendEvaluationBodySchema,
        response: { 201: evaluationSentAnswerSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request, "recruiters");
      const locale = requestLocale(request);
      const apply = await applyInScope(principal, "update", request.params.id);
      const evaluationId = request.body.evaluation_request.evaluation_id;
      const evaluation = await activeEvaluation(db, principal.businessId, evaluationId);
      if (!evaluation) {
        const message = text(MESSAGES.notActive, locale);
        throw new HttpError(422, "validation_failed", message, { "evaluation_request.evaluation_id": [message] });
      }
      const candidate = await candidateContact(db, apply.candidateId);
      const origin = await request.server.publicOrigins.forBusiness(principal.businessId as number);
      const sentAt = new Date().toISOString();
      const { sent, mail } = await db.drizzle.transaction(async (tx) => {
        let id: number;
        try {
          id = await createRecord(
            tx,
            requestsEntity,
            { evaluation: evaluationId, candidate: apply.candidateId, apply: apply.id, sent_at: sentAt },
            changeContext(principal, request.id),
          );
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 409 && error.code === "conflict") {
            throw new HttpError(409, "already_sent", text(MESSAGES.alreadySent, locale));
          }
          throw error;
        }
        const row = await requestUid(tx, id);
        if (!row?.uid) throw new Error("An evaluation request just created has no uid");
        const link = evaluationLink(origin, row.uid);
        // The candidate reads the mail in the firm's language (pt-BR first): their own language is not known here.
        const values = { title: evaluation.title, name: candidate?.name ?? "", link };
        const queued: OutgoingMail | undefined = candidate?.email
          ? {
              to: candidate.email,
              kind: "evaluation_request",
              subject: text(MESSAGES.mailSubject, "pt-BR", values),
              body: text(MESSAGES.mailBody, "pt-BR", values),
              // The uid is the answer page's only credential.
              secrets: [row.uid],
              payload: { link, evaluation_request_id: id },
              businessId: principal.businessId,
            }
          : undefined;
        const mailId = queued ? await insertOutboxRow(tx, queued) : undefined;
        const [created] = await requestsOfApply(tx, apply.id, id);
        return { sent: created, mail: queued && mailId ? { ...queued, id: mailId } : undefined };
      });
      if (mail) announceQueuedMail(db, mail);
      reply.code(201);
      return { request: sent as EvaluationRequest };
    },
  );

  app.get(
    "/candidates/evaluations/:uid",
    {
      preHandler: candidateSignedIn,
      schema: {
        tags: ["evaluations"],
        summary: "An evaluation sent to the signed-in candidate: its questions, and whether they answered it",
        params: uidParams,
        response: { 200: evaluationFormAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "candidates");
      const row = await candidateRequestOf(db.drizzle, principal, request.params.uid);
      if (!row) throw notFound();
      const { questions, questions_version, limits } = questionnaireForm(row.questions);
      return {
        evaluation: {
          uid: row.uid,
          title: row.title,
          description: row.description,
          questions,
          time_limit_minutes: row.time_limit_minutes === null ? null : Number(row.time_limit_minutes),
        },
        questions_version,
        limits,
        answered_at: iso(row.answered_at),
      };
    },
  );

  app.post(
    "/candidates/evaluations/:uid/answers",
    {
      preHandler: candidateSignedIn,
      schema: {
        tags: ["evaluations"],
        summary: "Answer an evaluation sent to the candidate (JSON, or multipart with videos)",
        description:
          "Multipart: the JSON body in the `answers` field, each video answer as `video_<index>`. 400 names the " +
          "wrong answers; 409 already_answered or questions_changed; 413/415 for a video refused.",
        params: uidParams,
        consumes: ["application/json", "multipart/form-data"],
        response: { 201: evaluationAnsweredSchema },
      },
    },
    async (request, reply) => {
      const answered = await answerQuestionnaire(request, { db, uploads }, requestQuestionnaire(request.params.uid));
      reply.code(201);
      return { answered_at: answered.at };
    },
  );

  /**
   * The questions of an evaluation sent to the candidate, answered once: the request found unanswered, then locked,
   * so that of two answers sent at once the second sees the first and is refused.
   */
  function requestQuestionnaire(
    uid: string,
  ): QuestionnaireOwnerFor<z.output<typeof evaluationAnswersBodySchema>, { evaluationId: number }> {
    return ({ principal, locale, requestId }) => {
      const alreadyAnswered = () => new HttpError(409, "already_answered", text(MESSAGES.alreadyAnswered, locale));
      // A request answered already is refused; none at all is the questionnaire's 404.
      const unanswered = <Row extends { answered_at: unknown }>(row: Row | undefined) => {
        if (row?.answered_at) throw alreadyAnswered();
        return row;
      };
      return {
        ...EVALUATION_ANSWERS,
        async find() {
          const found = unanswered(await candidateRequestOf(db.drizzle, principal, uid));
          return found && { questions: found.questions, found: { evaluationId: Number(found.evaluation_id) } };
        },
        async open(tx) {
          const locked = unanswered(await candidateRequestOf(tx, principal, uid, true));
          return locked && Number(locked.id);
        },
        async keep(tx, { id, found, at }, answers) {
          await updateRecord(tx, requestsEntity, id, { answers, answered_at: at }, changeContext(principal, requestId));
          await recountAnswers(tx, found.evaluationId);
        },
      };
    };
  }
};
