import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "../Button";
import { SearchIcon } from "../Icon";
import { EmptyState } from "./EmptyState";

const meta = {
  title: "Primitives/EmptyState",
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the default title, in the story's language. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const name = globals.locale === "en" ? "Nothing here yet" : "Nada por aqui ainda";
    await expect(canvas.getByRole("heading", { name })).toBeVisible();
  },
};

const onClear = fn();

export const NoSearchResults: Story = {
  args: {
    icon: SearchIcon,
    title: "Nenhum candidato encontrado",
    description: "Revise os filtros ou busque por outro termo.",
    action: (
      <Button variant="outline" onPress={onClear}>
        Limpar filtros
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Limpar filtros" }));
    await expect(onClear).toHaveBeenCalled();
  },
};
