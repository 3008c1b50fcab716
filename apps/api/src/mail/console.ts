/**
 * Without SMTP nobody receives mail, and the person running the server (`npm start`) still needs to follow a
 * confirmation or password-reset link. Each queued mail is then printed on the server's console — recipient,
 * subject and links, a short block meant to be read — and nowhere else: never over HTTP, where anyone could read
 * other people's tokens, and never in the JSON log, which is shipped and kept.
 */
import type { QueuedMail } from "./outbox";

const RULE = "─".repeat(72);

/** Terminal control characters (escape sequences) out of what a user may have typed, e.g. an address. */
function printable(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is removed
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "?");
}

/** Every http(s) link of a body, in order, once each: `href`s of HTML and bare URLs of text. */
export function linksOf(body: string): string[] {
  const links: string[] = [];
  const decoded = body.replace(/&amp;/g, "&");
  for (const match of decoded.matchAll(/https?:\/\/[^\s<>"'`]+/g)) {
    const link = match[0].replace(/[.,;:!?)\]]+$/, "");
    if (!links.includes(link)) links.push(link);
  }
  return links;
}

/** The console block of one mail. Pure. */
export function formatQueuedMail(mail: Pick<QueuedMail, "to" | "subject" | "body">): string {
  const links = linksOf(mail.body);
  const lines = [
    `┌${RULE}`,
    "│ Mail not sent (no SMTP configured): follow its links from here",
    `│ To:      ${printable(mail.to)}`,
    `│ Subject: ${printable(mail.subject)}`,
    ...(links.length === 0
      ? ["│ Links:   none"]
      : links.map((link, index) => `│ ${index === 0 ? "Links:  " : "        "} ${printable(link)}`)),
    `└${RULE}`,
  ];
  return `${lines.join("\n")}\n`;
}

/** An `onMailEnqueued` listener that writes each queued mail's block with `write` (stdout in main.ts). */
export function printQueuedMail(write: (text: string) => void): (mail: QueuedMail) => void {
  return (mail) => write(formatQueuedMail(mail));
}
