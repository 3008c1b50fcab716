import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { EventCard } from "./EventCard";

const meta = {
  title: "Site/EventCard",
  component: EventCard,
  args: {
    title: "C-talks: Conselhos que transformam",
    href: "/home/events/c-talks-conselhos-que-transformam/abc123",
    day: "12",
    month: "mar",
    when: "12 de março de 2026, 11:00",
    startsAt: "2026-03-12T14:00:00.000Z",
    where: "São Paulo, Av. Brigadeiro Faria Lima",
    summary: "Um café da manhã com presidentes de conselho sobre estratégia e sucessão.",
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "C-talks: Conselhos que transformam" })).toHaveAttribute(
      "href",
      "/home/events/c-talks-conselhos-que-transformam/abc123",
    );
    await expect(canvas.getByText("12 de março de 2026, 11:00")).toHaveAttribute(
      "datetime",
      "2026-03-12T14:00:00.000Z",
    );
  },
};

export const Online: Story = {
  args: { title: "Tech talks: Platform engineering", where: "Online", day: "9", month: "Apr", summary: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Online/)).toBeVisible();
  },
};
