import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { SAMPLE_JOBS } from "../jobBoard/sampleJobs";
import { JobResults } from "./JobResults";

const meta = {
  title: "Site/JobResults",
  component: JobResults,
  args: { jobs: SAMPLE_JOBS, total: 23, searched: false },
} satisfies Meta<typeof JobResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The total ("23 vagas") over this page's cards. */
export const Found: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("23 vagas");
    await expect(canvas.getAllByRole("article")).toHaveLength(SAMPLE_JOBS.length);
  },
};

/** One job: the singular. */
export const OneFound: Story = {
  args: { jobs: SAMPLE_JOBS.slice(0, 1), total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("1 vaga");
  },
};

/** A search matching more jobs than are counted: "more than". */
export const ManyFound: Story = {
  args: { total: 1000, totalCapped: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("Mais de 1.000 vagas");
  },
};

/** A search that found nothing: say so, and offer the whole board. */
export const NothingFound: Story = {
  args: { jobs: [], total: 0, searched: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("Nenhuma vaga");
    await expect(canvas.getByText(/Tente outras palavras ou limpe a busca/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Ver todas as vagas" })).toHaveAttribute("href", "/jobs");
  },
};

/** A board with no published job at all: nothing to clear, just come back later. */
export const EmptyBoard: Story = {
  args: { jobs: [], total: 0, searched: false },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("No jobs");
    await expect(canvas.getByText(/There are no published jobs right now/)).toBeVisible();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};
