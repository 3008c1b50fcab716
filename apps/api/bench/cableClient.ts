/** What the benches that listen on `/cable` share: the Node adapter of @rails/actioncable, and percentiles. */
import * as ActionCable from "@rails/actioncable";
import WebSocket from "ws";

/** @rails/actioncable in Node: `ws` with the session cookie on every handshake, and no-op window listeners. */
export function installNodeAdapter(cookie: string): void {
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
  }
  ActionCable.adapters.WebSocket = CookieWebSocket as unknown as typeof ActionCable.adapters.WebSocket;
  const scope = globalThis as unknown as Record<string, unknown>;
  scope.addEventListener ??= () => {};
  scope.removeEventListener ??= () => {};
}

/** The p-th percentile of ascending `sorted` (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
