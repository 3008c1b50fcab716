import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { CandidacyStep } from "../../../candidatePortal/candidacyStatus";
import { CandidacyTimeline } from "./CandidacyTimeline";

const received: CandidacyStep = { status: "received", closure: null, at: "2026-11-02T12:00:00.000Z" };
const inReview: CandidacyStep = { status: "inReview", closure: null, at: "2026-11-05T12:00:00.000Z" };
const interviewing: CandidacyStep = { status: "interviewing", closure: null, at: "2026-11-12T12:00:00.000Z" };
const offer: CandidacyStep = { status: "offer", closure: null, at: "2026-11-20T12:00:00.000Z" };

const meta = {
  title: "Candidate/CandidacyTimeline",
  component: CandidacyTimeline,
  args: { steps: [received] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CandidacyTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const isEnglish = (globals: Record<string, unknown>) => globals.locale === "en";

/** Just applied: received is the current step, the others ahead up to an offer. */
export const Received: Story = {
  play: async ({ canvas, globals }) => {
    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveAttribute("aria-current", "step");
    await expect(items[0]).toHaveTextContent(isEnglish(globals) ? "(current step)" : "(etapa atual)");
    await expect(items[0]).toHaveTextContent("02/11/2026");
    await expect(items[3]).toHaveTextContent(isEnglish(globals) ? "Offer (upcoming step)" : "Proposta (próxima etapa)");
  },
};

/** Internal moves (submission, tests, interviews) read as one step each. */
export const Interviewing: Story = {
  args: { steps: [received, inReview, interviewing] },
  play: async ({ canvas, globals }) => {
    const current = canvas.getAllByRole("listitem").filter((item) => item.getAttribute("aria-current") === "step");
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent(isEnglish(globals) ? "Interviewing" : "Em entrevistas");
  },
};

export const Offer: Story = {
  args: { steps: [received, inReview, interviewing, offer] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
  },
};

/** Not selected: closed, said kindly, with nothing ahead. */
export const Closed: Story = {
  args: {
    steps: [received, inReview, { status: "closed", closure: "notSelected", at: "2026-11-09T12:00:00.000Z" }],
  },
  play: async ({ canvas, globals }) => {
    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveTextContent(isEnglish(globals) ? "Thank you for your interest" : "Obrigado pelo seu");
  },
};

export const Withdrawn: Story = {
  args: {
    steps: [
      received,
      inReview,
      interviewing,
      { status: "closed", closure: "withdrawn", at: "2026-11-14T12:00:00.000Z" },
    ],
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(isEnglish(globals) ? "You withdrew this application." : "Você retirou esta candidatura."),
    ).toBeVisible();
  },
};
