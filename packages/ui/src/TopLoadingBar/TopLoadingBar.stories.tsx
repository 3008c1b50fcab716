import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { TopLoadingBar, TopLoadingBarView } from "./TopLoadingBar";

const meta = {
  title: "Primitives/TopLoadingBar",
  component: TopLoadingBarView,
  args: { state: { phase: "running", since: 0, progress: 40 } },
  // A transformed box holds the fixed bar, so the story shows it inside the canvas instead of over the toolbar.
  decorators: [
    (Story) => (
      <div style={{ transform: "translateZ(0)", minHeight: 80, paddingTop: 16 }}>
        {Story()}
        <p style={{ margin: 0 }}>Conteúdo da página</p>
      </div>
    ),
  ],
} satisfies Meta<typeof TopLoadingBarView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvas, globals }) => {
    const name = globals.locale === "en" ? "Loading the page" : "Carregando a página";
    await expect(canvas.getByRole("progressbar", { name })).toHaveAttribute("aria-valuenow", "40");
  },
};

export const Finished: Story = {
  args: { state: { phase: "finishing", since: 0, progress: 100, failed: false } },
};

export const Failed: Story = { args: { state: { phase: "finishing", since: 0, progress: 100, failed: true } } };

/** Within the throttle nothing is drawn. */
export const Waiting: Story = {
  args: { state: { phase: "waiting", since: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("progressbar")).toBeNull();
  },
};

/** The real thing with the spec's timings: a quick load never shows; a slow one shows after 200 ms. */
export const Live: Story = {
  render: function Render() {
    const [isLoading, setLoading] = useState(false);
    return (
      <>
        <TopLoadingBar isLoading={isLoading} />
        <Button onPress={() => setLoading((v) => !v)}>{isLoading ? "Terminar" : "Carregar"}</Button>
      </>
    );
  },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Carregar" }));
    await expect(canvas.queryByRole("progressbar")).toBeNull();
    await waitFor(() => expect(canvas.getByRole("progressbar")).toBeVisible(), { timeout: 1000 });
    await userEvent.click(canvas.getByRole("button", { name: "Terminar" }));
    await waitFor(() => expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100"));
    await waitFor(() => expect(canvas.queryByRole("progressbar")).toBeNull(), { timeout: 1500 });
  },
};
