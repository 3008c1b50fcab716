import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { Selection } from "react-aria-components";
import { expect, fn, mocked, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { PlusIcon } from "../overlayParts/icons";
import { Menu, MenuItem, MenuSection, MenuSeparator } from "./Menu";

const meta = {
  title: "Overlays/Menu",
  component: Menu,
  args: { trigger: <Button icon={<PlusIcon />}>Novo</Button>, onAction: fn(), children: null },
  parameters: { screenshot: { target: "page" } },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const addNew = (
  <>
    <MenuItem id="candidate">Candidato</MenuItem>
    <MenuItem id="job">Vaga</MenuItem>
    <MenuItem id="company">Empresa cliente</MenuItem>
    <MenuItem id="task" isDisabled>
      Tarefa
    </MenuItem>
  </>
);

/** The add-new menu of the recruiter bar, open. */
export const Open: Story = {
  args: { defaultOpen: true, children: addNew, "aria-label": "Novo" },
  play: async () => {
    const menu = await screen.findByRole("menu");
    await expect(menu.querySelectorAll("[role=menuitem]")).toHaveLength(4);
    await expect(screen.getByRole("menuitem", { name: "Tarefa" })).toHaveAttribute("aria-disabled", "true");
  },
};

/**
 * Keyboard: ArrowDown on the trigger opens the menu on the first item, arrows move (skipping the disabled item and
 * wrapping), Enter activates; Escape closes and returns focus to the trigger.
 */
export const Keyboard: Story = {
  args: { children: addNew, "aria-label": "Novo" },
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Novo" });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Candidato" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(screen.getByRole("menuitem", { name: "Empresa cliente" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(screen.getByRole("menuitem", { name: "Vaga" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(mocked(args.onAction ?? fn()).mock.calls[0]?.[0]).toBe("job");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard("{Enter}");
    await screen.findByRole("menu");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** The recruiter user menu: sections, links, a separator and a danger item. */
export const SectionsAndLinks: Story = {
  args: {
    defaultOpen: true,
    "aria-label": "Menu do usuário",
    trigger: <Button variant="ghost">Olá, Ana</Button>,
    children: (
      <>
        <MenuSection title="Conta">
          <MenuItem href="/recruiters/profile">Perfil</MenuItem>
          <MenuItem href="/recruiters/business">Perfil da empresa</MenuItem>
          <MenuItem href="/administrator/">Administrador</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="logout" tone="danger">
          Sair
        </MenuItem>
      </>
    ),
  },
  play: async () => {
    await expect(await screen.findByRole("menuitem", { name: /Perfil da empresa/ })).toHaveAttribute(
      "href",
      "/recruiters/business",
    );
  },
};

function SelectableMenu() {
  const [selected, setSelected] = useState<Selection>(new Set(["name", "email"]));
  return (
    <Menu
      trigger={<Button variant="outline">Colunas</Button>}
      aria-label="Colunas visíveis"
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={setSelected}
      defaultOpen
    >
      <MenuItem id="name">Nome</MenuItem>
      <MenuItem id="email">E-mail</MenuItem>
      <MenuItem id="phone">Telefone</MenuItem>
    </Menu>
  );
}

/** Multiple selection: Space toggles the focused item and the menu stays open. */
export const MultipleSelection: Story = {
  render: () => <SelectableMenu />,
  play: async () => {
    const phone = await screen.findByRole("menuitemcheckbox", { name: "Telefone" });
    await expect(phone).toHaveAttribute("aria-checked", "false");
    await waitFor(() => expect(screen.getByRole("menu")).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{End}");
    await expect(phone).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(phone).toHaveAttribute("aria-checked", "true");
    await expect(screen.getByRole("menu")).toBeInTheDocument();
  },
};
