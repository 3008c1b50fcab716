import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { TraitProfile } from "./TraitProfile";

const meta = {
  title: "Candidate/TraitProfile",
  component: TraitProfile,
  args: {
    scores: { openness: 82, conscientiousness: 64, extraversion: 30, agreeableness: 55, neuroticism: 18 },
    answeredAt: "2026-11-20T14:30:00.000Z",
  },
} satisfies Meta<typeof TraitProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A varied profile: each trait's score, its level and what it tends to mean. */
export const Varied: Story = {
  play: async ({ canvas, globals }) => {
    const en = globals.locale === "en";
    await expect(canvas.getAllByRole("meter")).toHaveLength(5);
    const openness = canvas.getByRole("meter", { name: en ? "Openness to experience" : "Abertura a experiências" });
    await expect(openness).toHaveAttribute("aria-valuenow", "82");
    await expect(openness).toHaveAttribute("aria-valuetext", en ? "82 of 100, High" : "82 de 100, Alto");
    await expect(
      canvas.getByText(
        en ? "You tend to stay calm and steady under pressure." : "Você tende a se manter calmo e estável sob pressão.",
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(en ? "Answered on November 20, 2026" : "Respondido em 20 de novembro de 2026"),
    ).toBeVisible();
  },
};

/** Every trait in the middle of its scale, with no date. */
export const Average: Story = {
  args: {
    scores: { openness: 50, conscientiousness: 50, extraversion: 50, agreeableness: 50, neuroticism: 50 },
    answeredAt: undefined,
  },
  play: async ({ canvas, globals }) => {
    const levels = canvas.getAllByText(globals.locale === "en" ? "Average" : "Médio");
    await expect(levels).toHaveLength(5);
    await expect(canvas.queryByText(/Respondido em|Answered on/)).toBeNull();
  },
};

/** The ends of the scales: 0 and 100 draw an empty and a full bar. */
export const Extremes: Story = {
  args: {
    scores: { openness: 0, conscientiousness: 100, extraversion: 100, agreeableness: 0, neuroticism: 100 },
  },
  play: async ({ canvas }) => {
    const values = canvas.getAllByRole("meter").map((meter) => meter.getAttribute("aria-valuenow"));
    await expect(values).toEqual(["0", "100", "100", "0", "100"]);
  },
};
