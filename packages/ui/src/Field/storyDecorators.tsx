import type { Decorator } from "@storybook/react-vite";
import { Form } from "react-aria-components";
import { userEvent, within } from "storybook/test";
import { Button } from "../Button/Button";

/** Fields are as wide as their container; stories give them a form column's width. */
export const fieldColumn: Decorator = (Story) => (
  <div style={{ maxWidth: 360 }}>
    <Story />
  </div>
);

/**
 * Puts the story in a form with a submit button: browsers check `required` on submit, which is how an empty required
 * select, date, radio group or checkbox shows its message (react-aria runs no `validate` on an empty value).
 */
export const inForm: Decorator = (Story) => (
  <Form onSubmit={(event) => event.preventDefault()} style={{ display: "grid", gap: 12, justifyItems: "start" }}>
    <div style={{ width: "100%" }}>
      <Story />
    </div>
    <Button type="submit" size="sm">
      Enviar
    </Button>
  </Form>
);

export async function submitForm(canvasElement: HTMLElement): Promise<void> {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Enviar" }));
}
