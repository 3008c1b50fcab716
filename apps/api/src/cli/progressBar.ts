/**
 * A one-line progress bar on a terminal; plain lines when the output is a file or a pipe (CI logs). A long step
 * reports how far it has gone ("candidates 350,000/1,000,000"): redrawn at most every tenth of a second on a
 * terminal, written at most every few seconds to a log, so a million rows do not make a million lines.
 */
export function progressBar(stream: NodeJS.WriteStream, { logEveryMs = 5000 }: { logEveryMs?: number } = {}) {
  const interactive = stream.isTTY === true;
  const throttleMs = interactive ? 100 : logEveryMs;
  let drawn = false;
  let lastItemsAt = Number.NEGATIVE_INFINITY;
  const count = (value: number) => value.toLocaleString("en-US");
  return {
    update(step: string, done: number, total: number, items?: { done: number; total: number }) {
      const now = performance.now();
      if (items) {
        if (now - lastItemsAt < throttleMs && items.done < items.total) return;
        lastItemsAt = now;
      } else {
        lastItemsAt = Number.NEGATIVE_INFINITY;
      }
      const width = 30;
      const filled = Math.round((done / total) * width);
      const detail = items ? ` ${count(items.done)}/${count(items.total)}` : "";
      const line = `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total} ${step}${detail}`;
      if (interactive) {
        stream.write(`\r${line.padEnd(80)}`);
        drawn = true;
      } else {
        stream.write(`${line}\n`);
      }
    },
    done() {
      if (drawn) stream.write("\n");
      drawn = false;
    },
  };
}
