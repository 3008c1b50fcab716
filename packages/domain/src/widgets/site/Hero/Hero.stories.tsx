import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Hero } from "./Hero";

const meta = {
  title: "Site/Hero",
  component: Hero,
  args: {
    title: "Executivos que transformam empresas",
    lead: "Há mais de 25 anos encontramos a liderança certa para conselhos e diretorias.",
    primaryAction: { href: "/jobs", label: "Ver oportunidades" },
    secondaryAction: { href: "/contact", label: "Fale conosco" },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a header image: the brand's dark colour. */
export const WithoutImage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Executivos que transformam empresas");
    await expect(canvas.getByRole("link", { name: "Ver oportunidades" })).toHaveAttribute("href", "/jobs");
    await expect(canvas.getByRole("link", { name: "Fale conosco" })).toHaveAttribute("href", "/contact");
  },
};

/** A long headline in English still leaves the actions in view. */
export const LongHeadline: Story = {
  args: {
    title: "Technology leaders for companies that are rebuilding how they work",
    lead: "A community of over 10,000 technology professionals, and the searches that bring the right ones to you.",
    primaryAction: { href: "/jobs", label: "See opportunities" },
    secondaryAction: { href: "/contact", label: "Contact us" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "See opportunities" })).toBeVisible();
  },
};
