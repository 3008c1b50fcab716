import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { ToggleChip } from "./ToggleChip";
import { CHIP_TONES } from "./variants";

const meta = {
  title: "Primitives/ToggleChip",
  component: ToggleChip,
  args: { children: "Candidatos", onChange: fn() },
  argTypes: { tone: { control: "inline-radio", options: CHIP_TONES } },
} satisfies Meta<typeof ToggleChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pointer and keyboard (Space, Enter) toggle `aria-pressed`. */
export const Toggle: Story = {
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole("button", { name: "Candidatos" });
    await expect(chip).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard(" ");
    await expect(chip).toHaveAttribute("aria-pressed", "false");
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Selected: Story = { args: { defaultSelected: true } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button"), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const ENTITIES = ["Candidatos", "Vagas", "Empresas", "Contatos", "Projetos", "Propostas"] as const;

/** Spec §4: the global search's six entity chips, several on at once, in both tones. */
export const Group: Story = {
  render: function Render(args) {
    const [on, setOn] = useState<ReadonlySet<string>>(new Set(["Candidatos", "Vagas"]));
    return (
      <div style={{ display: "grid", gap: 12 }}>
        {CHIP_TONES.map((tone) => (
          <fieldset key={tone} style={{ display: "flex", gap: 8, border: 0, padding: 0, margin: 0 }}>
            <legend style={{ marginBottom: 8 }}>{`Tom ${tone}`}</legend>
            {ENTITIES.map((entity) => (
              <ToggleChip
                key={entity}
                {...args}
                tone={tone}
                isSelected={on.has(entity)}
                onChange={(selected) =>
                  setOn((prev) => {
                    const next = new Set(prev);
                    if (selected) next.add(entity);
                    else next.delete(entity);
                    return next;
                  })
                }
              >
                {entity}
              </ToggleChip>
            ))}
          </fieldset>
        ))}
      </div>
    );
  },
};
