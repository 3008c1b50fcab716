import { createLiveConsumer, type LiveConsumer } from "@seleta/api-client";

let consumer: LiveConsumer | undefined;

/**
 * The tab's `/cable` consumer for the list's background work, opened on first use: the session cookie goes with
 * the same-origin handshake, so no ticket is needed in the browser.
 */
export function liveConsumer(): LiveConsumer {
  consumer ??= createLiveConsumer({ baseUrl: "" });
  return consumer;
}
