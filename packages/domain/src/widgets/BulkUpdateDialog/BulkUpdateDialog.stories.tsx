import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { candidates } from "../../entities/recruiter/candidates";
import { BulkUpdateDialog } from "./BulkUpdateDialog";

const meta = {
  title: "Domain/BulkUpdateDialog",
  component: BulkUpdateDialog,
  args: {
    entity: candidates,
    count: 1234,
    status: { kind: "choosing" },
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof BulkUpdateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fields many candidates may share; a sensitive one (CPF) is not among them. Picking one draws its control. */
export const PickField: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: /Campo/ }));
    await expect(screen.queryByRole("option", { name: "CPF" })).toBeNull();
    await userEvent.click(await screen.findByRole("option", { name: "Cidade" }));
    await expect(await canvas.findByRole("textbox", { name: /Cidade/ })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Atualizar 1.234 candidatos" })).toBeVisible();
  },
};

/** A value entered: the button writes it, parsed as an edit form's, to every candidate picked. */
export const ValueEntered: Story = {
  args: { initialField: "city", initialValues: { city: "Recife" } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Atualizar 1.234 candidatos" }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith({ city: "Recife" }));
  },
};

/** One candidate picked: the button says so in the singular. */
export const OneRecord: Story = {
  args: { count: 1, initialField: "city", initialValues: { city: "Recife" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Atualizar 1 candidato" })).toBeVisible();
  },
};

/** The server refused the start: its words above the form, the field's message under it. */
export const RefusedByServer: Story = {
  args: {
    initialField: "city",
    initialValues: { city: "Recife" },
    status: {
      kind: "failed",
      message: "Preencha corretamente os campos",
      errors: { city: "Este campo não pode ser alterado em lote." },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Este campo não pode ser alterado em lote.")).toBeVisible();
    await expect(canvas.getByText("Preencha corretamente os campos").closest('[role="alert"]')).not.toBeNull();
  },
};
