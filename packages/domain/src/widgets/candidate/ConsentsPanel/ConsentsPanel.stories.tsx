import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { CONSENT_TEXT_VERSION } from "../../../privacy/consents";
import { ConsentsPanel } from "./ConsentsPanel";

const meta = {
  title: "Candidate widgets/ConsentsPanel",
  component: ConsentsPanel,
  args: {
    action: "/candidates/settings",
    intent: "consents",
    current: { talent_pool: null, marketing_emails: null },
    history: [],
    applications: [],
  },
} satisfies Meta<typeof ConsentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const given = { granted: true, textVersion: CONSENT_TEXT_VERSION, recordedAt: "2026-11-20T14:30:00Z" };
const refused = { granted: false, textVersion: CONSENT_TEXT_VERSION, recordedAt: "2026-11-21T09:05:00Z" };

/**
 * Never answered: both boxes unticked (consent is never presumed), in a form that posts to the page with one Save.
 */
export const NothingAnswered: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const talentPool = canvas.getByRole("checkbox", {
      name: globals.locale === "en" ? /Talent pool/ : /Banco de talentos/,
    });
    await expect(talentPool).not.toBeChecked();
    await expect(talentPool).toHaveAttribute("name", "talent_pool");
    const form = canvasElement.querySelector("form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/candidates/settings");
    await expect(
      canvas.getByRole("button", { name: globals.locale === "en" ? "Save choices" : "Salvar escolhas" }),
    ).toHaveAttribute("value", "consents");
  },
};

/** Answered, with the applications' consent and the history of changes. */
export const WithHistory: Story = {
  args: {
    current: { talent_pool: given, marketing_emails: refused },
    history: [
      { purpose: "marketing_emails", ...refused },
      { purpose: "talent_pool", ...given },
      { purpose: "marketing_emails", granted: true, textVersion: "2025-01-01", recordedAt: "2025-03-02T10:00:00Z" },
    ],
    applications: [{ id: 1, jobTitle: "Diretora Financeira", appliedAt: "2026-10-02T12:00:00Z" }],
  },
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole("checkbox");
    await expect(boxes[0]).toBeChecked();
    await expect(boxes[1]).not.toBeChecked();
    await expect(canvas.getByText(/Diretora Financeira/)).toBeVisible();
    await expect(canvas.getAllByText(new RegExp(CONSENT_TEXT_VERSION)).length).toBeGreaterThan(0);
  },
};

/** A refused save: the boxes as the candidate ticked them, not as recorded. */
export const SentAgain: Story = {
  args: {
    current: { talent_pool: given, marketing_emails: refused },
    values: { talent_pool: false, marketing_emails: true },
  },
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole("checkbox");
    await expect(boxes[0]).not.toBeChecked();
    await expect(boxes[1]).toBeChecked();
  },
};
