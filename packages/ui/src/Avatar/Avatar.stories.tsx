import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { Avatar } from "./Avatar";
import { AVATAR_SIZES } from "./variants";

/** A photo that needs no network: a drawn portrait as an SVG data address. */
const PHOTO = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#8fb8de"/><circle cx="32" cy="26" r="12" fill="#f1c7a5"/><path d="M10 64c2-14 12-20 22-20s20 6 22 20z" fill="#33507a"/></svg>',
)}`;

const meta = {
  title: "Primitives/Avatar",
  component: Avatar,
  args: { name: "Ana Maria Souza", size: "lg" },
  argTypes: { size: { control: "inline-radio", options: AVATAR_SIZES } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  args: { src: PHOTO },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Ana Maria Souza" })).toHaveAttribute("src", PHOTO);
  },
};

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Ana Maria Souza" })).toHaveTextContent("AS");
  },
};

/** No name and no photo: the default avatar, still named for screen readers. */
export const Anonymous: Story = {
  args: { name: null },
  play: async ({ canvas, globals }) => {
    const name = globals.locale === "en" ? "User without a photo" : "Usuário sem foto";
    await expect(canvas.getByRole("img", { name })).toBeVisible();
  },
};

/** A broken photo address falls back to the initials instead of a broken image. */
export const BrokenPhoto: Story = {
  args: { src: "data:image/png;base64,broken" },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole("img", { name: "Ana Maria Souza" })).toHaveTextContent("AS"));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
      {AVATAR_SIZES.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {AVATAR_SIZES.map((size) => (
        <Avatar key={`photo-${size}`} {...args} src={PHOTO} size={size} />
      ))}
      <Avatar size="xl" />
    </div>
  ),
};
