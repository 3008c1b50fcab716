import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { candidateStatus } from "../../catalogues";
import { CandidateStatusBadge } from "./CandidateStatusBadge";

const meta = {
  title: "Widgets/CandidateStatusBadge",
  component: CandidateStatusBadge,
  args: { status: 3 },
} satisfies Meta<typeof CandidateStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(globals.locale === "en" ? "Active" : "Ativo")).toBeVisible();
  },
};

/** Every status of the catalogue, as recruiters see them in lists. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
      {candidateStatus.entries.map((entry) => (
        <CandidateStatusBadge key={entry.id} status={entry.id} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("span")).toHaveLength(candidateStatus.entries.length);
  },
};
