/**
 * Answering a questionnaire: a set of questions some record owns (a job's, answered by applying to it; a sent
 * evaluation's), answered by the signed-in candidate. Every route that takes a questionnaire's answers names only
 * where the questions come from and where the answers go (a `QuestionnaireOwner`); the rest is this one path:
 *
 * 1. the body: JSON, or multipart with the JSON in the owner's field and each video answer as `video_<index>`
 *    (uploads/videoAnswers.ts reads it, each clip straight to a temp file);
 * 2. the owner found, refusing what it must (404, 409), and its questions as the form showed them
 *    (`questions_version`, else 409 `questions_changed`) and the consent's version when it asks for one (else 409
 *    `consent_outdated`);
 * 3. the answers checked against the questions (the model's `checkAnswers`, the page's own check): 400
 *    `validation_failed` naming each wrong answer `answers.<index>`;
 * 4. the videos checked by their bytes and put in storage;
 * 5. one transaction: the owner's record opened (locked or created, its refusals checked again under the lock), the
 *    videos recorded as its data files, and the answers kept on it with each video's file.
 *
 * Any refusal leaves nothing behind: a stored video is removed, the temp files always.
 */
import { formatMessage, type Locale, type LocalizedText } from "@seleta/domain";
import {
  type AnswerInput,
  type AnswerProblem,
  answerProblemTexts,
  checkAnswers,
  type Question,
  questionnaireMessages,
  questionsVersion,
  type StoredAnswer,
  storedQuestions,
} from "@seleta/domain/wire";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { principalOf } from "../auth/http";
import type { CandidatePrincipal } from "../auth/principal";
import type { Database } from "../db/client";
import { HttpError, notFound, requestLocale } from "../edge/errors";
import type { Executor } from "../engine/records";
import type { UploadSettings } from "../uploads/settings";
import {
  answersBodyOf,
  checkAndStoreVideos,
  NO_ANSWERS_RECEIVED,
  type ReceivedAnswers,
  recordVideoFiles,
} from "../uploads/videoAnswers";

const MESSAGES = {
  consentOutdated: {
    "pt-BR": "O texto do consentimento mudou. Recarregue a página e aceite o novo texto.",
    en: "The consent text changed. Reload the page and accept the new text.",
  },
} as const satisfies Record<string, LocalizedText>;

/** What every questionnaire's answers carry (`questionnaireAnswersFields`), and the consent's version where asked. */
export type QuestionnaireBody = {
  readonly answers: readonly AnswerInput[];
  readonly questions_version: string;
  readonly consent_version?: string;
};

/** Where one route's questions come from and where its answers go. */
export type QuestionnaireOwner<Body extends QuestionnaireBody, Found> = {
  /** The multipart field that carries the JSON body. */
  readonly jsonField: string;
  readonly bodySchema: z.ZodType<Body>;
  /** The model whose data files the video answers become. */
  readonly model: string;
  /** Said when the questions changed since the form was drawn, in the owner's words. */
  readonly questionsChanged: LocalizedText;
  /** The consent's version the answers must carry, when this questionnaire asks for the consent. */
  readonly consentVersion?: string;
  /**
   * The owner and its stored questions, before anything is stored; none is 404, and the owner's refusals (409…) are
   * thrown.
   */
  find(body: Body): Promise<{ questions: unknown; found: Found } | undefined>;
  /**
   * In the transaction: the id of the record the answers belong to, locked (or created, with `answers` and `at`)
   * so that two answers sent at once are one answer and one refusal; the owner's refusals are checked again here,
   * and none is 404.
   */
  open(tx: Executor, found: Found, answers: readonly StoredAnswer[], at: string): Promise<number | undefined>;
  /** In the same transaction: the answers, each video's data file named, kept on the record `open` named. */
  keep(tx: Executor, record: { id: number; found: Found; at: string }, answers: StoredAnswer[]): Promise<void>;
};

/** Who answers: the signed-in candidate, in their language, on this request. */
export type QuestionnaireAsker = { principal: CandidatePrincipal; locale: Locale; requestId: string };

/** A route's owner of the questions, for the candidate who answers them. */
export type QuestionnaireOwnerFor<Body extends QuestionnaireBody, Found> = (
  asker: QuestionnaireAsker,
) => QuestionnaireOwner<Body, Found>;

export type QuestionnaireAnswered<Found> = { id: number; found: Found; at: string };

const text = (message: LocalizedText, locale: Locale) => formatMessage(message, locale);

/** Answer problems as the error body's fields, in the reader's language. */
function answerFields(problems: Readonly<Record<string, AnswerProblem>>, locale: Locale): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(answerProblemTexts(problems, locale)).map(([field, message]) => [field, [message]]),
  );
}

/** Checks the questions the form showed, and the consent's version where the questionnaire asks for one. */
function checkVersions(
  owner: { readonly questionsChanged: LocalizedText; readonly consentVersion?: string },
  questions: readonly Question[],
  body: QuestionnaireBody,
  locale: Locale,
): void {
  if (body.questions_version !== questionsVersion(questions)) {
    throw new HttpError(409, "questions_changed", text(owner.questionsChanged, locale));
  }
  if (owner.consentVersion !== undefined && body.consent_version !== owner.consentVersion) {
    throw new HttpError(409, "consent_outdated", text(MESSAGES.consentOutdated, locale));
  }
}

/** Reads, checks and stores one questionnaire's answers for `owner` (the steps above); the record's id and time. */
export async function answerQuestionnaire<Body extends QuestionnaireBody, Found>(
  request: FastifyRequest,
  { db, uploads }: { db: Database; uploads: UploadSettings | undefined },
  ownerFor: QuestionnaireOwnerFor<Body, Found>,
): Promise<QuestionnaireAnswered<Found>> {
  const principal = principalOf(request, "candidates");
  const locale = requestLocale(request);
  const owner = ownerFor({ principal, locale, requestId: request.id });
  let received: ReceivedAnswers = NO_ANSWERS_RECEIVED;
  const stored: string[] = [];
  try {
    const form = await answersBodyOf(request, uploads, locale, owner.jsonField);
    received = form.received;
    const body = owner.bodySchema.parse(form.raw);
    const owned = await owner.find(body);
    if (!owned) throw notFound();
    const { questions: storedAsked, found } = owned;
    const questions = storedQuestions(storedAsked);
    checkVersions(owner, questions, body, locale);
    const check = checkAnswers(questions, body.answers, new Set(received.videos.map((video) => video.index)));
    if (!check.ok) {
      const summary = text(questionnaireMessages.messages.fixErrors, locale);
      throw new HttpError(400, "validation_failed", summary, answerFields(check.problems, locale));
    }
    const videos = await checkAndStoreVideos(request, received.videos, locale, stored);
    const at = new Date().toISOString();
    const id = await db.drizzle.transaction(async (tx) => {
      const id = await owner.open(tx, found, check.answers, at);
      if (id === undefined) throw notFound();
      const answers = await recordVideoFiles(
        tx,
        request,
        { businessId: principal.businessId, model: owner.model, id, accountId: principal.accountId },
        videos,
        check.answers,
      );
      await owner.keep(tx, { id, found, at }, answers);
      return id;
    });
    return { id, found, at };
  } catch (error) {
    if (uploads) await Promise.all(stored.map((key) => uploads.storage.remove(key).catch(() => {})));
    throw error;
  } finally {
    await received.discard();
  }
}
