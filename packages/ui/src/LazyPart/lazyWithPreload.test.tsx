import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { lazyWithPreload, preloadOnIntent } from "./lazyWithPreload";

function Panel({ name }: { name: string }) {
  return <p>panel {name}</p>;
}

const drawn = (element: React.ReactElement) => renderToString(<Suspense fallback="waiting">{element}</Suspense>);

describe("lazyWithPreload", () => {
  it("loads nothing until it is preloaded or drawn", () => {
    const load = vi.fn(async () => Panel);
    lazyWithPreload(load);
    expect(load).not.toHaveBeenCalled();
  });

  it("waits for its chunk when drawn before it is loaded", () => {
    const Part = lazyWithPreload(() => new Promise<typeof Panel>(() => undefined));
    expect(drawn(<Part name="a" />)).toContain("waiting");
  });

  it("draws at once, without suspending, once preloaded", async () => {
    const Part = lazyWithPreload(async () => Panel);
    await expect(Part.preload()).resolves.toBe(Panel);
    const html = drawn(<Part name="a" />);
    expect(html).toContain("panel <!-- -->a");
    expect(html).not.toContain("waiting");
  });

  it("loads once however many times it is preloaded", async () => {
    const load = vi.fn(async () => Panel);
    const Part = lazyWithPreload(load);
    await Promise.all([Part.preload(), Part.preload()]);
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries a failed load again on the next preload", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(Panel);
    const Part = lazyWithPreload(load);
    await expect(Part.preload()).rejects.toThrow("offline");
    await expect(Part.preload()).resolves.toBe(Panel);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("preloadOnIntent", () => {
  it("preloads every part when its trigger is pointed at or focused, and swallows a failed preload", async () => {
    const first = { preload: vi.fn(async () => undefined) };
    const failing = { preload: vi.fn(() => Promise.reject(new Error("offline"))) };
    const props = preloadOnIntent(first, failing);
    props.onHoverStart();
    props.onFocus();
    expect(first.preload).toHaveBeenCalledTimes(2);
    expect(failing.preload).toHaveBeenCalledTimes(2);
    await Promise.resolve();
  });
});
