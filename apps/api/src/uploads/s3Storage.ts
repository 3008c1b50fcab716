/**
 * Uploaded files on S3-compatible storage (AWS S3, MinIO, Ceph, R2…), for servers that share no disk. Same keys as the local storage (`<yyyy>/<mm>/<hex>.<ext>`);
 * the bytes stream from the finished temp file into PutObject and out of GetObject, never whole in memory.
 */
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { Readable } from "node:stream";
import type * as S3Sdk from "@aws-sdk/client-s3";
import type { S3Config } from "../config";
import { type FileStorage, isStorageKey } from "./storage";

/**
 * The SDK, loaded when S3 is configured and through `require`: Node then takes its node build. An ES import lets
 * Vite (the tests) pick the SDK's bundler build (`module` condition, imports without extensions), which Node
 * cannot load — and a server without S3 need not load the SDK at all.
 */
function s3Sdk(): typeof S3Sdk {
  return createRequire(import.meta.url)("@aws-sdk/client-s3") as typeof S3Sdk;
}

export type S3FileStorage = FileStorage & {
  /** Closes the client's sockets (a server that stops). */
  close(): void;
};

function checkedKey(key: string): string {
  // Keys come from our own rows; the check keeps a damaged row from reaching another object of the bucket.
  if (!isStorageKey(key)) throw new Error(`Bad storage key: ${key}`);
  return key;
}

function isMissing(sdk: typeof S3Sdk, error: unknown): boolean {
  return (
    error instanceof sdk.S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404)
  );
}

export function s3FileStorage(config: S3Config): S3FileStorage {
  const sdk = s3Sdk();
  const client = new sdk.S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Since 3.729 the SDK adds CRC checksums in aws-chunked trailers by default, which many S3-compatible servers
    // refuse: send and check them only where the API requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return {
    async put(key, sourcePath, contentType) {
      const { size } = await stat(sourcePath);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: config.bucket,
          Key: checkedKey(key),
          Body: createReadStream(sourcePath),
          // A stream has no length the SDK can learn: without it PutObject refuses it.
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      // The local storage moves the temp file; here the bytes were copied, so the temp file goes now.
      await rm(sourcePath, { force: true });
    },
    async open(key) {
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: checkedKey(key) }));
        const body = answer.Body;
        if (!body) return undefined;
        return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
      } catch (error) {
        if (isMissing(sdk, error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: checkedKey(key) }));
      } catch (error) {
        if (!isMissing(sdk, error)) throw error;
      }
    },
    close() {
      client.destroy();
    },
  };
}
