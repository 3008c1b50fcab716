/** A command called with arguments it does not take: the message says what it takes. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}
