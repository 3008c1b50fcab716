import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { SAMPLE_JOB } from "../jobBoard/sampleJobs";
import { JobDescription } from "./JobDescription";

const meta = {
  title: "Site/JobDescription",
  component: JobDescription,
  args: { descriptionHtml: SAMPLE_JOB.description_html, requirementsHtml: SAMPLE_JOB.requirements_html },
} satisfies Meta<typeof JobDescription>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The API's sanitised HTML under two headings. */
export const WithRequirements: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Descrição da vaga" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Requisitos" })).toBeVisible();
    await expect(canvas.getByText("planejamento financeiro").tagName).toBe("STRONG");
    await expect(canvas.getByText("Experiência com FP&A")).toBeVisible();
  },
};

/** A job without requirements: no empty section. */
export const DescriptionOnly: Story = {
  args: { requirementsHtml: null },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading")).toHaveLength(1);
    await expect(canvas.getByRole("heading", { name: "Job description" })).toBeVisible();
  },
};
