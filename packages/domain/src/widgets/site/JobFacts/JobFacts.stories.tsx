import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { SAMPLE_JOB, SAMPLE_JOB_PLAIN } from "../jobBoard/sampleJobs";
import { JobFacts } from "./JobFacts";

const meta = {
  title: "Site/JobFacts",
  component: JobFacts,
  args: { job: SAMPLE_JOB },
} satisfies Meta<typeof JobFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

const termsOf = (element: HTMLElement) => [...element.querySelectorAll("dt")].map((dt) => dt.textContent);

/** A business that shows everything: salary, contract type, benefits and opening data too. */
export const Everything: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(termsOf(canvasElement)).toEqual([
      "Área",
      "Local",
      "Modelo de trabalho",
      "Regime",
      "Salário",
      "Tipo de contrato",
      "Benefícios",
      "Aberta em",
      "Posições",
      "Publicada em",
      "Inscrições até",
    ]);
    await expect(canvas.getByText("Plano de saúde")).toBeVisible();
    await expect(canvas.getByText("Efetivo")).toBeVisible();
    await expect(canvas.getByText("31/12/2026")).toBeVisible();
  },
};

/** A business whose switches hide salary, benefits, contract type and opening data: those facts are not there. */
export const WhatTheBusinessHides: Story = {
  args: { job: SAMPLE_JOB_PLAIN },
  play: async ({ canvas, canvasElement }) => {
    await expect(termsOf(canvasElement)).toEqual(["Área", "Local", "Modelo de trabalho", "Regime", "Publicada em"]);
    await expect(canvas.queryByText(/R\$/)).toBeNull();
  },
};

export const InEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Hiring regime")).toBeVisible();
    await expect(canvas.getByText(/R\$\s?18,000 to R\$\s?24,000 a month/)).toBeVisible();
  },
};
