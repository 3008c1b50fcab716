/**
 * For stories only: the end state a screenshot takes, whatever the machine's load — the pointer has left what it
 * pressed, and the focus has gone, so no hover, press or focus ring is left in the picture.
 */
import { expect, userEvent, waitFor } from "storybook/test";

export async function settleAtRest(options?: Parameters<typeof waitFor>[1]): Promise<void> {
  for (const hovered of document.querySelectorAll("[data-hovered]")) await userEvent.unhover(hovered);
  (document.activeElement as HTMLElement | null)?.blur();
  await waitFor(
    () => expect(document.querySelector("[data-hovered], [data-pressed], [data-focus-visible]")).toBeNull(),
    options,
  );
}
