import type { Config } from "../config";
import { EXTRACT_LIMITS, type ExtractLimits } from "./extractText";
import { type FileStorage, localFileStorage, uploadDirs } from "./storage";

/** What the upload routes need from the configuration. */
export type UploadSettings = {
  maxMegabytes: number;
  storage: FileStorage;
  /** Temp files of uploads being received; on the same file system as a local storage. */
  incomingDir: string;
  extractLimits: ExtractLimits;
};

/** `<dataDir>/uploads` on the local disk, the size limit from UPLOAD_MAX_MB. */
export function uploadSettings(config: Pick<Config, "dataDir" | "uploadMaxMb">): UploadSettings {
  const dirs = uploadDirs(config.dataDir);
  return {
    maxMegabytes: config.uploadMaxMb,
    storage: localFileStorage(dirs.root),
    incomingDir: dirs.incoming,
    extractLimits: EXTRACT_LIMITS,
  };
}
