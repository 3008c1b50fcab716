import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { entityColumnsStructure } from "../../entities/columnsStructure";
import { settleAtRest } from "../storyAtRest";
import { ActiveFilters } from "./ActiveFilters";

const structure = entityColumnsStructure("apply");

const meta = {
  title: "Widgets/ListView/ActiveFilters",
  component: ActiveFilters,
  render: (args, { globals }) => <ActiveFilters {...args} locale={globals.locale === "en" ? "en" : "pt-BR"} />,
  args: {
    columns: structure.columns,
    presets: [{ name: "open", label: { id: "storybook.activeFilters.open", "pt-BR": "Abertas", en: "Open" } }],
    activePresets: ["open"],
    conditions: [
      { field: "stage", operator: "in", value: [4, 5] },
      { field: "shortlisted", operator: "eq", value: true },
    ],
    subSearches: [],
    relationLabels: new Map(),
    locale: "pt-BR",
    onPresetRemove: fn(),
    onConditionRemove: fn(),
    onSubSearchRemove: fn(),
    onReset: fn(),
  },
  parameters: { screenshot: { target: "canvas" } },
} satisfies Meta<typeof ActiveFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

const en = (globals: Record<string, unknown>) => globals.locale === "en";

/** A chip per quick filter and condition, said with the column's label, operator and the value's text. */
export const Conditions: Story = {
  play: async ({ args, canvas, globals }) => {
    const english = en(globals);
    await expect(canvas.getByText(english ? "Open" : "Abertas")).toBeVisible();
    await expect(
      canvas.getByText(
        english ? "Stage is one of Internal Interview, Interview" : "Etapa é um de Entrevista interna, Entrevista",
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getAllByRole("button", { name: /Remov|Remove/ })[1] as HTMLElement);
    await expect(args.onConditionRemove).toHaveBeenCalledWith({ field: "stage", operator: "in", value: [4, 5] });
    await settleAtRest();
  },
};

/** A relation condition names its records by what the pickers learnt, and reset clears everything. */
export const RelationNamed: Story = {
  args: {
    activePresets: [],
    conditions: [{ field: "owner", operator: "eq", value: 7 }],
    relationLabels: new Map([["recruiters:7", "Marcos Pereira"]]),
  },
  play: async ({ args, canvas, globals }) => {
    const english = en(globals);
    await expect(
      canvas.getByText(english ? "Owner equals Marcos Pereira" : "Responsável é igual a Marcos Pereira"),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: english ? "Reset" : "Limpar filtros" }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await settleAtRest();
  },
};
