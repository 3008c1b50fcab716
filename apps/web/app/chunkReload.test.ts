import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadAfterChunkError } from "./chunkReload";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, v: string) => items.set(key, v) };
}

describe("reloadAfterChunkError", () => {
  it("reloads the first time and remembers when", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkError(storage, 1_000_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe("1000000");
  });

  it("does not reload again within a minute of the last reload", () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: "1000000" });
    const reload = vi.fn();
    expect(reloadAfterChunkError(storage, 1_059_999, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads again once the minute has passed", () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: "1000000" });
    const reload = vi.fn();
    expect(reloadAfterChunkError(storage, 1_060_000, reload)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe("1060000");
  });

  it("reloads even when the storage throws or holds garbage", () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    const reload = vi.fn();
    expect(reloadAfterChunkError(throwing, 5, reload)).toBe(true);
    expect(reloadAfterChunkError(memoryStorage({ [CHUNK_RELOAD_KEY]: "soon" }), 5, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe("isChunkLoadError", () => {
  it("recognises the browsers' failed dynamic imports and Vite's CSS preload", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
  });

  it("leaves other errors to the error page", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});
