import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Pagination } from "./Pagination";

const meta = {
  title: "Navigation/Pagination",
  component: Pagination,
  args: { pageCount: 20, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First page: Previous is disabled; an ellipsis stands for pages 6–19. */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Página anterior|Previous page/ })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: /Página 1|Page 1/ })).toHaveAttribute("aria-current", "page");
  },
};

export const Middle: Story = { args: { defaultPage: 10 } };

export const LastPage: Story = {
  args: { defaultPage: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Próxima página|Next page/ })).toBeDisabled();
  },
};

export const FewPages: Story = { args: { pageCount: 4, defaultPage: 2 } };

/** Keyboard: Tab reaches the buttons, Enter and Space change the page; the current page does not fire again. */
export const Keyboard: Story = {
  args: { defaultPage: 10 },
  play: async ({ args, canvas }) => {
    canvas.getByRole("button", { name: /Próxima página|Next page/ }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
    await expect(canvas.getByRole("button", { name: /Página 11|Page 11/ })).toHaveAttribute("aria-current", "page");
    canvas.getByRole("button", { name: /Página 20|Page 20/ }).focus();
    await userEvent.keyboard(" ");
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    await userEvent.click(canvas.getByRole("button", { name: /Página 20|Page 20/ }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};
