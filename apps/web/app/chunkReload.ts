/**
 * Spec §4/§9: a chunk that fails to load (a deploy replaced the files this tab was built against) reloads the page,
 * at most once a minute, so a chunk that is really gone shows the error page instead of reloading forever. The
 * time of the last reload lives in sessionStorage: it must survive the reload, and only this tab's reloads count.
 */
import { shouldReloadAfterChunkError } from "@seleta/domain";

export const CHUNK_RELOAD_KEY = "seleta.chunkReloadAt";

/** The messages browsers and Vite give a failed dynamic import or CSS preload. */
const CHUNK_ERROR = /dynamically imported module|module script failed|unable to preload css|loading (css )?chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "ChunkLoadError" || CHUNK_ERROR.test(error.message);
}

type ReloadStorage = Pick<Storage, "getItem" | "setItem">;

/** Reloads (and remembers when) unless the last reload was less than a minute ago; true when it reloaded. */
export function reloadAfterChunkError(storage: ReloadStorage | undefined, now: number, reload: () => void): boolean {
  let last: number | null = null;
  try {
    const stored = storage?.getItem(CHUNK_RELOAD_KEY);
    const parsed = stored ? Number(stored) : Number.NaN;
    last = Number.isFinite(parsed) ? parsed : null;
  } catch {
    // Storage refused (private mode): without a memory, a reload still beats a broken page once.
  }
  if (!shouldReloadAfterChunkError(last, now)) return false;
  try {
    storage?.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // As above: nothing to remember with, and nothing else to do about it.
  }
  reload();
  return true;
}

/** The browser's own storage, or undefined where reading it throws. */
export function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
