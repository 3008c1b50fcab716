/** What `bench:public` computes from what it measured: CLS, the server half's figures, targets and markdown tables. */

/**
 * Cumulative Layout Shift as the Core Web Vitals define it: layout shifts without recent input grouped in session
 * windows (a window ends after a 1 s gap between shifts or once it spans 5 s), and the largest window's sum.
 * @param {{ startTime: number, value: number }[]} shifts in the order the browser reported them
 */
export function cumulativeLayoutShift(shifts) {
  let largest = 0;
  let window = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      window = 0;
      windowStart = shift.startTime;
    }
    window += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, window);
  }
  return largest;
}

const P95_KEYS = ["p95", "p95_ms", "p95Ms"];
const P50_KEYS = ["p50", "p50_ms", "p50Ms"];
const NAME_KEYS = ["name", "scenario", "label", "path"];

/**
 * The p95 figures (ms) of the server half's report (`bench:public-server`'s JSON), whatever its nesting: every object
 * with a numeric p95 is one figure, named by its own name (or scenario, label, path) or else by where it sits.
 * @param {unknown} report
 * @returns {{ name: string, p50: number | undefined, p95: number }[]}
 */
export function serverFigures(report) {
  const figures = [];
  const visit = (value, where) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, [...where, String(index)]);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    const p95 = P95_KEYS.map((key) => value[key]).find((figure) => typeof figure === "number");
    if (p95 !== undefined) {
      const name = NAME_KEYS.map((key) => value[key]).find((text) => typeof text === "string");
      const p50 = P50_KEYS.map((key) => value[key]).find((figure) => typeof figure === "number");
      figures.push({ name: name ?? (where.join(" › ") || "server"), p50, p95 });
      return;
    }
    for (const [key, child] of Object.entries(value)) visit(child, [...where, key]);
  };
  visit(report, []);
  return figures;
}

/** `figure ✓` or `figure ✗` against a target, or the figure alone when nothing is targeted. */
export function marked(text, met) {
  if (met === undefined) return text;
  return `${text} ${met ? "✓" : "✗"}`;
}

/** A markdown table, each column padded to its widest cell (as the docs' tables are formatted). */
export function markdownTable(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(3, [...header].length, ...rows.map((row) => [...String(row[column] ?? "")].length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, column) => String(cell ?? "").padEnd(widths[column] ?? 3)).join(" | ")} |`;
  return [line(headers), `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`, ...rows.map(line)].join("\n");
}
