/**
 * The live consumer's own chunk: `@rails/actioncable` is only needed once the shell subscribes (after first paint),
 * so LiveNotifications imports this module dynamically and the area's first load does not carry the socket client.
 */
export { createLiveConsumer } from "@seleta/api-client";
