import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { BottomActionBar } from "./BottomActionBar";

const meta = {
  title: "Widgets/BottomActionBar",
  component: BottomActionBar,
  args: { onBack: fn(), onNext: fn(), onSave: fn() },
} satisfies Meta<typeof BottomActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back, Next and Save; the keyboard reaches them in that order and Enter runs each. */
export const BackNextSave: Story = {
  play: async ({ args, canvas }) => {
    const buttons = canvas.getAllByRole("button");
    await expect(buttons.map((b) => b.textContent)).toEqual(["Voltar", "Próximo", "Salvar"]);
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onNext).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** The spec's custom labels. */
export const CustomLabels: Story = {
  args: { backLabel: "Etapa anterior", nextLabel: "Continuar", saveLabel: "Salvar candidato" },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Etapa anterior",
      "Continuar",
      "Salvar candidato",
    ]);
  },
};

/** The first step of a wizard: no back action, so no Back. */
export const NextOnly: Story = {
  args: { onBack: undefined, onSave: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button").map((b) => b.textContent)).toEqual(["Próximo"]);
  },
};

export const SaveOnly: Story = {
  args: { onBack: undefined, onNext: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button").map((b) => b.textContent)).toEqual(["Salvar"]);
  },
};

/** Saving: the button is busy and a second press does nothing. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ args, canvas }) => {
    const save = canvas.getByRole("button", { name: /Salvar/ });
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Neither save nor next: no bar at all, even with a back action (spec §2). */
export const Hidden: Story = {
  args: { onNext: undefined, onSave: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("toolbar")).toBeNull();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
