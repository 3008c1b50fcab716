/**
 * Answers to questions that arrive with video clips (an apply's, a sent evaluation's): the multipart reading, the
 * checks of each clip and its storage, shared so that every place a candidate records an answer applies the same
 * limits. A video is an MP4, WebM or QuickTime clip by its bytes, at most `VIDEO_ANSWER_MAX_MB` and, where its
 * container states a duration, `VIDEO_ANSWER_MAX_SECONDS`.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { Transform } from "node:stream";
import { formatMessage, type Locale, type LocalizedText } from "@seleta/domain";
import {
  type StoredAnswer,
  VIDEO_ANSWER_MAX_MB,
  VIDEO_ANSWER_MAX_SECONDS,
  VIDEO_ANSWER_TYPES,
} from "@seleta/domain/wire";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { fileTypeFromFile } from "file-type";
import { type Executor, rowsOf } from "../db/client";
import { dataFiles } from "../db/schema";
import { HttpError } from "../edge/errors";
import { gatedParts, holdQuota, refuseOverQuota, storeGated } from "./gate";
import { multipartFailure, writeTempFile } from "./multipartBody";
import type { UploadSettings } from "./settings";
import { videoDurationSeconds } from "./videoDuration";

/** The most video answers one form carries (one per question at most). */
export const MAX_VIDEOS = 10;

export const VIDEO_MESSAGES = {
  videoType: {
    "pt-BR": "Envie o vídeo em MP4, WebM ou QuickTime (recebido: {type}).",
    en: "Send the video as MP4, WebM or QuickTime (received: {type}).",
  },
  videoTooLarge: {
    "pt-BR": "O vídeo passa de {n} MB. Grave uma resposta mais curta.",
    en: "The video is over {n} MB. Record a shorter answer.",
  },
  videoTooLong: {
    "pt-BR": "O vídeo passa de {n} minutos. Grave uma resposta mais curta.",
    en: "The video is over {n} minutes. Record a shorter answer.",
  },
  videoEmpty: { "pt-BR": "O vídeo está vazio.", en: "The video is empty." },
  uploadsUnavailable: {
    "pt-BR": "O envio de vídeos não está configurado neste servidor.",
    en: "Video uploads are not configured on this server.",
  },
} as const satisfies Record<string, LocalizedText>;

const text = (message: LocalizedText, locale: Locale, values?: Record<string, string | number>) =>
  formatMessage(message, locale, values);

export type ReceivedVideo = {
  index: number;
  path: string;
  size: number;
  sha256: string;
  filename: string;
  truncated: boolean;
};

export type ReceivedAnswers = { json: string | undefined; videos: ReceivedVideo[]; discard(): Promise<void> };

export const NO_ANSWERS_RECEIVED: ReceivedAnswers = { json: undefined, videos: [], discard: async () => {} };

const VIDEO_FIELD = /^video_(\d{1,2})$/;

/**
 * Reads a multipart form of answers: the JSON field `jsonField` and the `video_<index>` files, each straight to a
 * temp file (busboy stops writing at the size limit and says so in `truncated`). Any other file part is refused.
 */
export async function receiveAnswers(
  request: FastifyRequest,
  incomingDir: string,
  locale: Locale,
  jsonField: string,
): Promise<ReceivedAnswers> {
  await mkdir(incomingDir, { recursive: true });
  const videos: ReceivedVideo[] = [];
  let json: string | undefined;
  const discard = async () => {
    await Promise.all(videos.map((video) => rm(video.path, { force: true })));
  };
  try {
    // The gate's size limit for video answers (VIDEO_ANSWER_MAX_MB).
    const parts = gatedParts(request, "video", {
      fields: 4,
      fieldSize: 256 * 1024,
      files: MAX_VIDEOS,
      parts: MAX_VIDEOS + 4,
    });
    for await (const part of parts) {
      if (part.type === "field") {
        if (part.fieldname === jsonField) json = String(part.value);
        continue;
      }
      const index = VIDEO_FIELD.exec(part.fieldname)?.[1];
      if (index === undefined) {
        part.file.resume();
        throw new HttpError(400, "validation_failed", "Some fields are invalid.", {
          [part.fieldname]: [locale === "pt-BR" ? "Campo de arquivo desconhecido." : "Unknown file field."],
        });
      }
      const path = join(incomingDir, randomBytes(16).toString("hex"));
      const video: ReceivedVideo = {
        index: Number(index),
        path,
        size: 0,
        sha256: "",
        filename: part.filename ?? "",
        truncated: false,
      };
      videos.push(video);
      const hash = createHash("sha256");
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          video.size += chunk.length;
          callback(null, chunk);
        },
      });
      await writeTempFile(part.file, measure, path);
      video.sha256 = hash.digest("hex");
      video.truncated = part.file.truncated;
    }
  } catch (error) {
    await discard();
    throw multipartFailure(request, error);
  }
  return { json, videos, discard };
}

/** The request's body: the JSON of a multipart form (null when unreadable), else the parsed JSON body. */
export async function answersBodyOf(
  request: FastifyRequest,
  uploads: UploadSettings | undefined,
  locale: Locale,
  jsonField: string,
): Promise<{ raw: unknown; received: ReceivedAnswers }> {
  if (!request.isMultipart()) return { raw: request.body, received: NO_ANSWERS_RECEIVED };
  if (!uploads) throw new HttpError(503, "uploads_unavailable", text(VIDEO_MESSAGES.uploadsUnavailable, locale));
  const received = await receiveAnswers(request, uploads.incomingDir, locale, jsonField);
  try {
    return { raw: JSON.parse(received.json ?? "null"), received };
  } catch {
    return { raw: null, received };
  }
}

/** A video answer checked by its bytes, size and stated duration; its MIME type, or a 4xx naming its field. */
export async function checkVideo(video: ReceivedVideo, locale: Locale): Promise<string> {
  const field = `answers.${video.index}`;
  const refuse = (status: number, code: string, message: string) =>
    new HttpError(status, code, message, { [field]: [message] });
  if (video.truncated) {
    throw refuse(413, "video_too_large", text(VIDEO_MESSAGES.videoTooLarge, locale, { n: VIDEO_ANSWER_MAX_MB }));
  }
  if (video.size === 0) throw refuse(422, "empty_file", text(VIDEO_MESSAGES.videoEmpty, locale));
  const found = await fileTypeFromFile(video.path);
  const mime = VIDEO_ANSWER_TYPES.find((type) => type === found?.mime);
  if (!mime) {
    throw refuse(415, "unsupported_media_type", text(VIDEO_MESSAGES.videoType, locale, { type: found?.mime ?? "?" }));
  }
  const seconds = await videoDurationSeconds(video.path, mime);
  if (seconds !== undefined && seconds > VIDEO_ANSWER_MAX_SECONDS) {
    throw refuse(
      413,
      "video_too_long",
      text(VIDEO_MESSAGES.videoTooLong, locale, { n: VIDEO_ANSWER_MAX_SECONDS / 60 }),
    );
  }
  return mime;
}

const EXTENSIONS: Record<string, string> = { "video/webm": "webm", "video/mp4": "mp4", "video/quicktime": "mov" };

/** Videos checked and put in storage, before the transaction that records them. */
export type StoredVideos = {
  videos: readonly ReceivedVideo[];
  mimes: Map<number, string>;
  keys: Map<number, string>;
  /** What they weigh together: the quota counts it again in the transaction that records them. */
  bytes: number;
};

/**
 * Checks every video, then puts each in storage through the upload gate (all of them must fit the account's quota
 * together); the keys go into `stored` as they are, so the caller removes them if anything after refuses the answers.
 */
export async function checkAndStoreVideos(
  request: FastifyRequest,
  videos: readonly ReceivedVideo[],
  locale: Locale,
  stored: string[],
): Promise<StoredVideos> {
  const mimes = new Map<number, string>();
  for (const video of videos) mimes.set(video.index, await checkVideo(video, locale));
  const bytes = videos.reduce((sum, video) => sum + video.size, 0);
  const keys = new Map<number, string>();
  if (videos.length === 0) return { videos, mimes, keys, bytes };
  await refuseOverQuota(request, bytes);
  for (const video of videos) {
    const mime = mimes.get(video.index) as string;
    const key = await storeGated(request, "video", video, { mime, ext: EXTENSIONS[mime] ?? "bin" });
    stored.push(key);
    keys.set(video.index, key);
  }
  return { videos, mimes, keys, bytes };
}

/**
 * Records the stored videos as data files of one record (inside the caller's transaction, once the account's quota
 * still holds them) and answers the answers with each video's file named where its question is.
 */
export async function recordVideoFiles(
  tx: Executor,
  request: FastifyRequest,
  owner: { businessId: number; model: string; id: number; accountId: number },
  stored: StoredVideos,
  answers: readonly StoredAnswer[],
): Promise<StoredAnswer[]> {
  const withFiles = [...answers];
  if (stored.videos.length === 0) return withFiles;
  await holdQuota(tx, request, stored.bytes);
  for (const video of stored.videos) {
    const mime = stored.mimes.get(video.index) as string;
    const [file] = await rowsOf<{ id: number }>(
      tx.execute(sql`
        insert into ${dataFiles}
          (business_id, reference_type, reference_id, name, storage_key, content_type, size, sha256, created_by)
        values (${owner.businessId}, ${owner.model}, ${owner.id},
                ${`video-${video.index + 1}.${EXTENSIONS[mime] ?? "bin"}`}, ${stored.keys.get(video.index) as string},
                ${mime}, ${video.size}, ${video.sha256}, ${owner.accountId})
        returning id`),
    );
    const answer = withFiles[video.index];
    if (answer && file) withFiles[video.index] = { ...answer, data_file_id: Number(file.id) };
  }
  return withFiles;
}
