import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ShareLinks } from "./ShareLinks";

const URL_OF_JOB = "https://tech.seleta.com.br/jobs/gerente-de-planejamento-financeiro/k7m2q9x4";

const meta = {
  title: "Site/ShareLinks",
  component: ShareLinks,
  args: { url: URL_OF_JOB, title: "Gerente de Planejamento Financeiro" },
} satisfies Meta<typeof ShareLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain links; the networks' open in a new tab, safely, and say so. */
export const Networks: Story = {
  play: async ({ canvas }) => {
    const linkedIn = canvas.getByRole("link", { name: "Compartilhar no LinkedIn (abre em nova aba)" });
    await expect(linkedIn).toHaveAttribute("target", "_blank");
    await expect(linkedIn).toHaveAttribute("rel", expect.stringContaining("noopener"));
    await expect(linkedIn.getAttribute("href")).toContain(encodeURIComponent(URL_OF_JOB));
    await expect(canvas.getByRole("link", { name: "Compartilhar no WhatsApp (abre em nova aba)" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Compartilhar no X (Twitter) (abre em nova aba)" })).toBeVisible();
    const email = canvas.getByRole("link", { name: "Enviar por e-mail" });
    await expect(email.getAttribute("href")).toMatch(/^mailto:\?subject=/);
    await expect(email).not.toHaveAttribute("target");
  },
};

export const InEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Share this job" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Share on LinkedIn (opens in a new tab)" })).toBeVisible();
  },
};
