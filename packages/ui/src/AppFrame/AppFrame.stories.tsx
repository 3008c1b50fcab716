import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { AppFrame } from "./AppFrame";

const meta = {
  title: "Primitives/AppFrame",
  component: AppFrame,
  args: {
    mainId: "story-main",
    skipLabel: "Pular para o conteúdo",
    children: (
      <>
        <header style={{ padding: 16, borderBlockEnd: "1px solid" }}>
          <a href="#bar">Barra superior</a>
        </header>
        <main id="story-main" tabIndex={-1} style={{ padding: 16 }}>
          Conteúdo da página
        </main>
      </>
    ),
  },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The keyboard's first stop is the skip link: shown once focused, it leads to the page's main. */
export const SkipLinkFocused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "Pular para o conteúdo" });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute("href", "#story-main");
  },
};
