import { maxFileBytes } from "@seleta/domain";
import type { Config } from "../config";
import { EXTRACT_LIMITS, type ExtractLimits } from "./extractText";
import { s3FileStorage } from "./s3Storage";
import { type FileStorage, localFileStorage, uploadDirs } from "./storage";

/** What the upload routes need from the configuration. */
export type UploadSettings = {
  maxMegabytes: number;
  storage: FileStorage;
  /** Temp files of uploads being received; on the same file system as a local storage. */
  incomingDir: string;
  extractLimits: ExtractLimits;
  /** What a candidate or client contact may store in all, in bytes; recruiters have no quota. */
  quotaBytes: number;
  /** Uploads one account may send in an hour. */
  uploadsPerHour: number;
};

/**
 * The S3-compatible bucket when S3_* are configured, else `<dataDir>/uploads` on the local disk; the size limit from
 * UPLOAD_MAX_MB, the quota from UPLOAD_QUOTA_MB, the rate from UPLOADS_PER_HOUR. Uploads are received into
 * `<dataDir>/uploads/.incoming` either way (the type and size are checked on the finished file before it is stored).
 */
export function uploadSettings(
  config: Pick<Config, "dataDir" | "uploads"> & Partial<Pick<Config, "s3">>,
): UploadSettings {
  const dirs = uploadDirs(config.dataDir);
  return {
    maxMegabytes: config.uploads.maxMb,
    storage: config.s3 ? s3FileStorage(config.s3) : localFileStorage(dirs.root),
    incomingDir: dirs.incoming,
    extractLimits: EXTRACT_LIMITS,
    quotaBytes: maxFileBytes(config.uploads.quotaMb),
    uploadsPerHour: config.uploads.perHour,
  };
}
