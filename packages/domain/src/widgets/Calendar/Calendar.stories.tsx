import { Button } from "@seleta/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, within } from "storybook/test";
import type { CalendarView } from "../../state/calendar";
import { Calendar, type CalendarEvent } from "./Calendar";

const NAMES = ["Ana Souza", "Bruno Lima", "Carla Dias", "Diego Alves", "Érica Rocha", "Fábio Nunes", "Gabriela Reis"];

/** An interview at a São Paulo wall clock (UTC−3), `minutes` long. */
function at(id: number, day: string, time: string, minutes = 60, tone?: CalendarEvent["tone"]): CalendarEvent {
  const start = new Date(`${day}T${time}:00-03:00`);
  return {
    id,
    title: NAMES[id % NAMES.length] ?? "",
    start: start.toISOString(),
    end: new Date(start.getTime() + minutes * 60_000).toISOString(),
    href: `/recruiters/interviews/${id}`,
    ...(tone ? { tone } : {}),
  };
}

/** Deterministic events spread over December 2026: screenshots must not change from run to run. */
const DECEMBER: CalendarEvent[] = Array.from({ length: 18 }, (_, i) =>
  at(i + 1, `2026-12-${String(1 + ((i * 5) % 28)).padStart(2, "0")}`, `${String(9 + (i % 8)).padStart(2, "0")}:00`),
);

const hrefOf = (view: CalendarView, date: string) => `?view=${view}&date=${date}`;

const meta = {
  title: "Widgets/Calendar",
  component: Calendar,
  args: { events: DECEMBER, view: "month", date: "2026-12-10", today: "2026-12-10", hrefOf },
  parameters: { screenshot: { target: "canvas" } },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The month's heading, its weeks from Monday, each event a link with its time, today marked. */
export const MonthWithEvents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "dezembro de 2026" })).toBeVisible();
    await expect(canvas.getAllByRole("row")).toHaveLength(6);
    const link = canvas.getByRole("link", { name: /^09:00 Bruno Lima/ });
    await expect(link).toHaveAttribute("href", "/recruiters/interviews/1");
    await expect(canvasElement.querySelector('[aria-current="date"]')?.textContent).toContain("10");
    await expect(canvas.getByRole("link", { name: "Próximo mês" })).toHaveAttribute(
      "href",
      "?view=month&date=2027-01-01",
    );
    await expect(canvas.getByRole("link", { name: "Semana" })).toHaveAttribute("href", "?view=week&date=2026-12-10");
  },
};

const BUSY = Array.from({ length: 7 }, (_, i) => at(100 + i, "2026-12-16", `${String(8 + i).padStart(2, "0")}:30`, 30));

/** A day with more events than fit shows the first three in time order, then "+5 outros" linking to its week. */
export const BusyDay: Story = {
  args: { events: [...DECEMBER, ...BUSY] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole("link", { name: "+5 outros em 16 de dezembro: ver a semana" });
    await expect(more).toHaveTextContent(/^\+5 outros/);
    await expect(more).toHaveAttribute("href", "?view=week&date=2026-12-16");
    const cell = more.closest("td") as HTMLElement;
    await expect(
      within(cell)
        .getAllByRole("link")
        .map((link) => link.textContent?.slice(0, 5)),
    ).toEqual(["08:30", "09:30", "10:30", "+5 ou"]);
  },
};

/** The week: seven columns, every event of each day in time order. */
export const Week: Story = {
  args: { events: [...DECEMBER, ...BUSY], view: "week", date: "2026-12-16" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: /^Semana de 14 de dezembro a 20 de dezembro/ })).toBeVisible();
    await expect(canvasElement.querySelectorAll("thead th")).toHaveLength(7);
    const wednesday = canvas.getAllByRole("cell")[2] as HTMLElement;
    await expect(within(wednesday).getAllByRole("link")).toHaveLength(8);
    await expect(canvas.getByRole("link", { name: "Semana anterior" })).toHaveAttribute(
      "href",
      "?view=week&date=2026-12-07",
    );
  },
};

export const EmptyMonth: Story = {
  args: { events: [], date: "2027-02-01", today: "2026-12-10" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "fevereiro de 2027" })).toBeVisible();
    await expect(canvas.getAllByRole("row")).toHaveLength(5);
    await expect(canvasElement.querySelector('[aria-current="date"]')).toBeNull();
  },
};

/** A cancelled event is struck and muted, a conflicting one marked; both say so to screen readers. */
export const CancelledAndConflicting: Story = {
  args: {
    events: [
      at(1, "2026-12-09", "10:00", 60, "cancelled"),
      at(2, "2026-12-09", "14:00", 90, "conflict"),
      at(3, "2026-12-09", "15:00", 60, "conflict"),
      at(4, "2026-12-09", "17:00"),
    ],
    view: "week",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "10:00 Bruno Lima (cancelado)" })).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: /\(conflito de horário\)$/ })).toHaveLength(2);
    const cancelled = canvas.getByRole("link", { name: /cancelado/ }).closest("li") as HTMLElement;
    await expect(getComputedStyle(cancelled).textDecorationLine).toBe("line-through");
  },
};

/** 500 interviews in December, deterministic: 16 a day or so, spread from 08:00 to 18:45. */
const FIVE_HUNDRED: CalendarEvent[] = Array.from({ length: 500 }, (_, i) =>
  at(
    1000 + i,
    `2026-12-${String(1 + ((i * 7) % 31)).padStart(2, "0")}`,
    `${String(8 + ((i * 3) % 11)).padStart(2, "0")}:${String((i * 15) % 60).padStart(2, "0")}`,
    45,
  ),
);

/**
 * 500 interviews in a month: every day shows three and counts the rest, so the month stays a few hundred links
 * whatever the load.
 */
export const FiveHundredEvents: Story = {
  args: { events: FIVE_HUNDRED },
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.querySelectorAll("tbody td")] as HTMLElement[];
    let shown = 0;
    let counted = 0;
    for (const cell of cells) {
      const items = [...cell.querySelectorAll("li")];
      const more = items.find((item) => item.textContent?.startsWith("+"));
      shown += items.length - (more ? 1 : 0);
      counted += more ? Number(/\+(\d+)/.exec(more.textContent ?? "")?.[1]) : 0;
      await expect(items.length - (more ? 1 : 0)).toBeLessThanOrEqual(3);
    }
    await expect(shown + counted).toBe(500);
    await expect(canvasElement.querySelectorAll("a").length).toBeLessThan(200);
  },
};

/**
 * The same month mounted on a press, so that scripts/bench-calendar-story.mjs times its render alone, from the press
 * to the grid painted (target ≤ 200 ms). No screenshot: FiveHundredEvents checks the month's pixels.
 */
export const FiveHundredEventsOnPress: Story = {
  args: { events: FIVE_HUNDRED },
  parameters: { screenshot: { disable: true } },
  render: function Render(args) {
    const [shown, setShown] = useState(false);
    return shown ? <Calendar {...args} /> : <Button onPress={() => setShown(true)}>Mostrar o mês</Button>;
  },
  // No press here: the bench presses, on a fresh mount; FiveHundredEvents plays the month itself.
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Mostrar o mês" })).toBeVisible();
  },
};
