import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { jobSearchHref } from "../jobBoard/jobBoardLinks";
import { PaginationLinks } from "./PaginationLinks";

const hrefOf = (page: number) => jobSearchHref("/jobs", { term: "gestão" }, page);

const meta = {
  title: "Site/PaginationLinks",
  component: PaginationLinks,
  args: { page: 5, pages: 12, hrefOf },
} satisfies Meta<typeof PaginationLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mid-way: previous and next (rel prev/next), the first, the last and the neighbours, keeping the search. */
export const Middle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Páginas de resultados" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Página anterior" })).toHaveAttribute("rel", "prev");
    await expect(canvas.getByRole("link", { name: "Página anterior" })).toHaveAttribute(
      "href",
      "/jobs?term=gest%C3%A3o&page=4",
    );
    await expect(canvas.getByRole("link", { name: "Próxima página" })).toHaveAttribute("rel", "next");
    await expect(canvas.getByRole("link", { name: "Página 5" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Página 1" })).toHaveAttribute("href", "/jobs?term=gest%C3%A3o");
    await expect(canvas.getByRole("link", { name: "Página 12" })).toBeVisible();
  },
};

/** The first page: no previous link. */
export const First: Story = {
  args: { page: 1, pages: 3 },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: "Previous page" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/jobs?term=gest%C3%A3o&page=2",
    );
  },
};

/** One page: no pagination at all. */
export const SinglePage: Story = {
  args: { page: 1, pages: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("nav")).toBeNull();
  },
};
