/** What the benches that listen on `/cable` share: the Node adapter of @rails/actioncable. */
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
