import type { Meta, StoryObj } from "@storybook/react-vite";
import { RouterProvider } from "react-aria-components";
import { expect, fn, userEvent } from "storybook/test";
import { Link } from "./Link";
import { LINK_VARIANTS } from "./variants";

const meta = {
  title: "Primitives/Link",
  component: Link,
  args: { children: "Ver todas as vagas", href: "#vagas" },
  argTypes: { variant: { control: "inline-radio", options: LINK_VARIANTS } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();

/**
 * Keyboard: Tab reaches it, Enter follows it, through the app's react-aria `RouterProvider` (here a spy): client
 * routing without this library importing a router.
 */
export const Inline: Story = {
  args: { href: "/jobs" },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <p style={{ margin: 0 }}>
        Conheça as oportunidades abertas. <Link {...args} />.
      </p>
    </RouterProvider>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Ver todas as vagas" });
    await expect(link).toHaveAttribute("href", "/jobs");
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/jobs", undefined);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 24 }}>
      {LINK_VARIANTS.map((variant) => (
        <Link key={variant} {...args} variant={variant}>
          {`Link ${variant}`}
        </Link>
      ))}
    </div>
  ),
};

/** A new tab is announced and safe. */
export const External: Story = {
  args: { href: "https://www.linkedin.com/", children: "LinkedIn", isExternal: true },
  play: async ({ canvas, globals }) => {
    const suffix = globals.locale === "en" ? "(opens in a new tab)" : "(abre em nova aba)";
    const link = canvas.getByRole("link", { name: `LinkedIn ${suffix}` });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link")).toHaveAttribute("aria-disabled", "true");
  },
};
