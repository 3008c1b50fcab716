import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { SAMPLE_JOBS } from "../jobBoard/sampleJobs";
import { SimilarJobs } from "./SimilarJobs";

const meta = {
  title: "Site/SimilarJobs",
  component: SimilarJobs,
  args: { jobs: SAMPLE_JOBS },
} satisfies Meta<typeof SimilarJobs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Some: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Vagas semelhantes" })).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(SAMPLE_JOBS.length);
  },
};

/** No similar job: no section, no empty heading. */
export const None: Story = {
  args: { jobs: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
};
