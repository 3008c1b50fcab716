import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { Button } from "./Button";
import { BUTTON_SIZES, BUTTON_TONES, BUTTON_VARIANTS } from "./variants";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "Salvar", onPress: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: BUTTON_VARIANTS },
    tone: { control: "inline-radio", options: BUTTON_TONES },
    size: { control: "inline-radio", options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Salvar" });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Keyboard: Enter and Space press a focused button too.
    button.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

/** Every variant in every tone: what designers review per brand. */
export const VariantsAndTones: Story = {
  render: (args) => (
    <div style={{ display: "grid", gridTemplateColumns: `repeat(${BUTTON_TONES.length}, max-content)`, gap: 12 }}>
      {BUTTON_VARIANTS.flatMap((variant) =>
        BUTTON_TONES.map((tone) => (
          <Button key={`${variant}-${tone}`} {...args} variant={variant} tone={tone}>
            {`${variant} ${tone}`}
          </Button>
        )),
      )}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
      {BUTTON_SIZES.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Tamanho ${size}`}
        </Button>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }), { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true, children: "Enviando" },
  parameters: { screenshot: { disableAnimations: true } },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Enviando" });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A save that closes what it was in once done (a dialog, a page left): the button goes with its work. */
function SaveThenGone() {
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  return (
    <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
      {state === "done" ? <p>Salvo.</p> : null}
      {state === "done" ? null : (
        <Button isLoading={state === "busy"} onPress={() => setState("busy")}>
          Salvar
        </Button>
      )}
      <Button variant="outline" onPress={() => setState("done")}>
        Concluir
      </Button>
    </div>
  );
}

/** The names react-aria's live announcer gives its messages now ("" for one that names nothing). */
function announcedNames(): string[] {
  return [...document.querySelectorAll("[data-live-announcer] [role='img']")].map((message) => {
    const label = message.getAttribute("aria-label");
    if (label) return label;
    return (message.getAttribute("aria-labelledby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
      .join(" ")
      .trim();
  });
}

/**
 * A busy button is announced ("Salvar" is busy) by react-aria's live announcer, whose message stays for seconds;
 * once the button is gone the message still has its name, so nothing on the page is an image without one (axe's
 * `role-img-alt`, run on the whole page after the play).
 */
export const LoadingThenGone: Story = {
  render: () => <SaveThenGone />,
  // What it shows is the Loading story's; what it checks is the announcer's log, which no picture shows.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(announcedNames()).toContain("Salvar"));
    await userEvent.click(canvas.getByRole("button", { name: "Concluir" }));
    await expect(await canvas.findByText("Salvo.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Salvar" })).toBeNull();
    await expect(announcedNames()).toContain("Salvar");
    await expect(announcedNames()).not.toContain("");
  },
};
