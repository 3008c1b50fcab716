import { Button } from "@seleta/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { settleAtRest } from "../storyAtRest";
import { SelectionBar } from "./SelectionBar";

const meta = {
  title: "Widgets/ListView/SelectionBar",
  component: SelectionBar,
  args: {
    selected: 25,
    offerAll: true,
    allMatching: false,
    pageRows: 25,
    total: 60,
    onSelectAll: fn(),
    onClear: fn(),
    onDelete: fn(),
  },
  parameters: { screenshot: { target: "canvas" } },
} satisfies Meta<typeof SelectionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const en = (globals: Record<string, unknown>) => globals.locale === "en";

/** The whole page picked by hand: the bar offers every result of the search. */
export const PagePicked: Story = {
  play: async ({ args, canvas, globals }) => {
    const english = en(globals);
    await expect(canvas.getByText(english ? "25 selected" : "25 selecionados")).toBeVisible();
    await userEvent.click(
      canvas.getByRole("button", { name: english ? "Select all 60 results" : "Selecionar todos os 60 resultados" }),
    );
    await expect(args.onSelectAll).toHaveBeenCalledOnce();
    await settleAtRest();
  },
};

/** Every result picked: the bar says so, and neither offers more nor hides the delete. */
export const AllMatching: Story = {
  args: { selected: 59, offerAll: false, allMatching: true },
  play: async ({ args, canvas, globals }) => {
    const english = en(globals);
    await expect(
      canvas.getByText(english ? "All 59 results are selected." : "Todos os 59 resultados estão selecionados."),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /Select all|Selecionar todos/ })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: english ? "Delete" : "Excluir" }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await settleAtRest();
  },
};

/** A recruiter who may not delete: no delete button, the selection still clears. */
export const WithoutDelete: Story = {
  args: { selected: 2, offerAll: false, onDelete: undefined },
  play: async ({ args, canvas, globals }) => {
    const english = en(globals);
    await expect(canvas.queryByRole("button", { name: english ? "Delete" : "Excluir" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: english ? "Clear selection" : "Limpar seleção" }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await settleAtRest();
  },
};

/** The container's own action on the picked rows (a job's applies: add to a shortlist), before the delete. */
export const WithActions: Story = {
  args: {
    selected: 2,
    offerAll: false,
    actions: (
      <Button variant="outline" size="sm">
        Adicionar à shortlist
      </Button>
    ),
  },
  play: async ({ canvas, globals }) => {
    const english = en(globals);
    const buttons = canvas.getAllByRole("button").map((button) => button.textContent);
    await expect(buttons.indexOf("Adicionar à shortlist")).toBeLessThan(
      buttons.indexOf(english ? "Delete" : "Excluir"),
    );
    await expect(buttons.indexOf("Adicionar à shortlist")).toBeGreaterThan(-1);
    await settleAtRest();
  },
};
