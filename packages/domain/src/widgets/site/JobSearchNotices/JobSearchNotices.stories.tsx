import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PUBLIC_JOB_SEARCH_NOTICES } from "../../../wire/publicJobs";
import { JobSearchNotices } from "./JobSearchNotices";

const meta = {
  title: "Site/JobSearchNotices",
  component: JobSearchNotices,
  args: { notices: ["page_out_of_range"] },
} satisfies Meta<typeof JobSearchNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/jobs?page=-1`: the nearest page (the first), and why. */
export const PageOutOfRange: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Sobre esta busca" })).toHaveTextContent(
      "Essa página não existe nesta busca: mostramos a mais próxima.",
    );
  },
};

/** Every notice the API can send, in English. */
export const AllNotices: Story = {
  args: { notices: PUBLIC_JOB_SEARCH_NOTICES },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(PUBLIC_JOB_SEARCH_NOTICES.length);
    await expect(canvas.getByText("The search text was too long: we searched for its beginning.")).toBeVisible();
  },
};

/** A search read as asked: nothing at all. */
export const None: Story = {
  args: { notices: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[role=status]")).toBeNull();
  },
};
