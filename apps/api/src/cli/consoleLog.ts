import type { Log } from "../db/client";

/** Plain lines for command-line tools (the server logs JSON through pino instead). */
export const consoleLog: Log = {
  info: (obj, msg) => console.log(line(obj, msg)),
  warn: (obj, msg) => console.warn(line(obj, msg)),
  error: (obj, msg) => console.error(line(obj, msg)),
};

function line(obj: object | string, msg: string | undefined): string {
  return typeof obj === "string" ? obj : (msg ?? JSON.stringify(obj));
}
