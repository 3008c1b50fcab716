import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { JobSearchForm } from "./JobSearchForm";

const SPECIALTIES = [
  { slug: "financas", name: "Finanças" },
  { slug: "recursos-humanos", name: "Recursos Humanos" },
  { slug: "tecnologia", name: "Tecnologia" },
];

const meta = {
  title: "Site/JobSearchForm",
  component: JobSearchForm,
  args: { specialties: SPECIALTIES },
  // Stories only show the form: a submission would leave Storybook for /jobs.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The board's form, empty: a GET form to /jobs with native controls (it works without JavaScript). */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector("form");
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", "/jobs");
    // A <search> landmark (testing-library's role table does not know the element yet).
    await expect(canvasElement.querySelector("search")).toHaveAttribute("aria-label", "Buscar vagas");
    await expect(canvas.getByRole("searchbox", { name: "Cargo, área ou palavra-chave" })).toHaveAttribute(
      "name",
      "term",
    );
    await expect(canvas.getByRole("combobox", { name: "Área de negócio" })).toHaveValue("");
    await expect(canvas.getByRole("option", { name: "Tecnologia" })).toHaveValue("tecnologia");
    await expect(canvas.getByRole("option", { name: "São Paulo" })).toHaveValue("SP");
    await expect(canvas.getByRole("combobox", { name: "Modelo de trabalho" })).toHaveAttribute("name", "work_type");
    await expect(canvas.getByRole("combobox", { name: "Regime de contratação" })).toHaveAttribute(
      "name",
      "hiring_regime",
    );
    await expect(canvas.getByRole("button", { name: "Buscar" })).toHaveAttribute("type", "submit");
    await expect(canvas.getByRole("link", { name: "Limpar busca" })).toHaveAttribute("href", "/jobs");
  },
};

/** Opened on a search: every field shows what was searched. */
export const Filled: Story = {
  args: {
    values: { term: "gestão", specialty: "financas", state: "RJ", city: "Niterói", work_type: "3", hiring_regime: "1" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("searchbox")).toHaveValue("gestão");
    await expect(canvas.getByRole("combobox", { name: "Área de negócio" })).toHaveValue("financas");
    await expect(canvas.getByRole("combobox", { name: "Estado" })).toHaveValue("RJ");
    await expect(canvas.getByRole("textbox", { name: "Cidade" })).toHaveValue("Niterói");
    await expect(canvas.getByRole("combobox", { name: "Modelo de trabalho" })).toHaveValue("3");
    await expect(canvas.getByRole("combobox", { name: "Regime de contratação" })).toHaveValue("1");
  },
};

/** In English. */
export const InEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("search")).toHaveAttribute("aria-label", "Search jobs");
    await expect(canvas.getByRole("combobox", { name: "Work type" })).toBeVisible();
    await expect(canvas.getByRole("option", { name: "Remote or presential" })).toHaveValue("3");
  },
};

/** The term alone, for a search box elsewhere (the home page): the same GET form to /jobs. */
export const Compact: Story = {
  args: { variant: "compact", values: { term: "engenheiro" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("form")).toHaveAttribute("action", "/jobs");
    await expect(canvas.getByRole("searchbox")).toHaveValue("engenheiro");
    await expect(canvas.queryAllByRole("combobox")).toHaveLength(0);
    await expect(canvas.getByRole("button", { name: "Buscar" })).toBeVisible();
  },
};
