/** A one-line progress bar on a terminal; plain lines when the output is a file or a pipe (CI logs). */
export function progressBar(stream: NodeJS.WriteStream) {
  const interactive = stream.isTTY === true;
  let drawn = false;
  return {
    update(step: string, done: number, total: number) {
      const width = 30;
      const filled = Math.round((done / total) * width);
      const line = `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total} ${step}`;
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
