import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { CONSENT_TEXT_VERSION } from "../../../privacy/consents";
import { ConsentsPanel } from "./ConsentsPanel";

const meta = {
  title: "Candidate widgets/ConsentsPanel",
  component: ConsentsPanel,
  args: {
    current: { talent_pool: null, marketing_emails: null },
    history: [],
    applications: [],
    onChange: fn(),
  },
} satisfies Meta<typeof ConsentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Never answered: both off (consent is never presumed); a switch asks to give it. */
export const NothingAnswered: Story = {
  play: async ({ canvas, args, globals }) => {
    const talentPool = canvas.getByRole("switch", {
      name: globals.locale === "en" ? /Talent pool/ : /Banco de talentos/,
    });
    await expect(talentPool).not.toBeChecked();
    await userEvent.click(talentPool);
    await expect(args.onChange).toHaveBeenCalledWith("talent_pool", true);
  },
};

/** Answered, with the applications' consent and the history of changes. */
export const WithHistory: Story = {
  args: {
    current: {
      talent_pool: { granted: true, textVersion: CONSENT_TEXT_VERSION, recordedAt: "2026-11-20T14:30:00Z" },
      marketing_emails: { granted: false, textVersion: CONSENT_TEXT_VERSION, recordedAt: "2026-11-21T09:05:00Z" },
    },
    history: [
      {
        purpose: "marketing_emails",
        granted: false,
        textVersion: CONSENT_TEXT_VERSION,
        recordedAt: "2026-11-21T09:05:00Z",
      },
      { purpose: "talent_pool", granted: true, textVersion: CONSENT_TEXT_VERSION, recordedAt: "2026-11-20T14:30:00Z" },
      { purpose: "marketing_emails", granted: true, textVersion: "2025-01-01", recordedAt: "2025-03-02T10:00:00Z" },
    ],
    applications: [{ id: 1, jobTitle: "Diretora Financeira", appliedAt: "2026-10-02T12:00:00Z" }],
  },
  play: async ({ canvas }) => {
    const switches = canvas.getAllByRole("switch");
    await expect(switches[0]).toBeChecked();
    await expect(switches[1]).not.toBeChecked();
    await expect(canvas.getByText(/Diretora Financeira/)).toBeVisible();
  },
};

/** A change is being saved: the switches wait. */
export const Saving: Story = {
  args: { ...WithHistory.args, isPending: true },
  play: async ({ canvas }) => {
    for (const control of canvas.getAllByRole("switch")) await expect(control).toBeDisabled();
  },
};
