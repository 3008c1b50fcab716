/**
 * react-aria's Virtualizer renders every item when NODE_ENV is "test" (meant for jsdom, which has no layout) unless
 * `process.env.VIRT_ON` is set, and the browser has no `process` at all. The story tests run in a real Chromium,
 * where virtualising is exactly what they check: stories that render a Virtualizer import this first.
 */
const holder = globalThis as { process?: { env?: Record<string, string | undefined> } };
holder.process ??= {};
holder.process.env ??= {};
holder.process.env.VIRT_ON = "1";
