import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ApplyLink } from "./ApplyLink";

const meta = {
  title: "Site/ApplyLink",
  component: ApplyLink,
  args: { uid: "k7m2q9x4" },
} satisfies Meta<typeof ApplyLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link to the candidates' sign-in that comes back to the job's application. */
export const ToSignIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Candidatar-se" })).toHaveAttribute(
      "href",
      "/?redirect=%2Fcandidates%2Fjobs%2Fk7m2q9x4%2Fapplies%2Fnew",
    );
    await expect(canvas.getByText(/Entre ou cadastre-se/)).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Apply" })).toBeVisible();
  },
};
