import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { PublicJobSummary } from "../../../wire/publicJobs";
import { SAMPLE_JOBS } from "../jobBoard/sampleJobs";
import { JobCard } from "./JobCard";

const [finance, remote, hr] = SAMPLE_JOBS as [PublicJobSummary, PublicJobSummary, PublicJobSummary];

const meta = {
  title: "Site/JobCard",
  component: JobCard,
  args: { job: finance },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title (the link to the job's page), area, place, work type, regime, salary and date. */
export const WithSalary: Story = {
  play: async ({ canvas, globals }) => {
    const en = globals.locale === "en";
    await expect(canvas.getByRole("link", { name: finance.title })).toHaveAttribute(
      "href",
      "/jobs/gerente-de-planejamento-financeiro/k7m2q9x4",
    );
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent(finance.title);
    await expect(canvas.getByText("São Paulo, SP")).toBeVisible();
    await expect(canvas.getByText(en ? "CLT - Permanent" : "CLT - Efetivo")).toBeVisible();
    await expect(canvas.getByText(/R\$\s?18\.000 a R\$\s?24\.000 por mês/)).toBeVisible();
    await expect(canvas.getByText(en ? "Posted on 20/11/2026" : "Publicada em 20/11/2026")).toBeVisible();
  },
};

/** A remote-only job of a business that does not show salaries: "Remoto", and no salary line at all. */
export const RemoteWithoutSalary: Story = {
  args: { job: remote },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Remoto")).toBeVisible();
    await expect(canvas.getByText("Somente remoto")).toBeVisible();
    await expect(canvas.queryByText(/R\$/)).toBeNull();
  },
};

/** A salary with a floor only, in English. */
export const InEnglish: Story = {
  args: { job: hr },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/From R\$\s?9,500 a month/)).toBeVisible();
    await expect(canvas.getByText("Only presential")).toBeVisible();
  },
};
