import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Breadcrumbs } from "./Breadcrumbs";

const meta = {
  title: "Primitives/Breadcrumbs",
  component: Breadcrumbs,
  args: {
    items: [
      { id: "home", label: "Início", href: "#recruiters" },
      { id: "jobs", label: "Vagas", href: "#recruiters/jobs" },
      { id: "job", label: "Desenvolvedora Front-end Sênior" },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last crumb is the current page; Tab walks the links before it. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const name = globals.locale === "en" ? "Breadcrumbs" : "Trilha de navegação";
    await expect(canvas.getByRole("navigation", { name })).toBeVisible();
    // react-aria lays out a collection's items after the first render: wait for them.
    const current = await canvas.findByText("Desenvolvedora Front-end Sênior");
    await expect(current).toHaveAttribute("aria-current", "page");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Início" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Vagas" })).toHaveFocus();
  },
};

export const TwoLevels: Story = {
  args: {
    items: [
      { id: "home", label: "Início", href: "#" },
      { id: "profile", label: "Meu perfil" },
    ],
  },
};
