/**
 * The mail the journeys' server printed on its console. Without SMTP the console is a mail's only channel to its
 * recipient (README, "Addresses, links and mail without SMTP"): the administrator's outbox masks every link's token,
 * so a journey follows a mailed link from here. playwright.config.ts sends the server's stdout to MAIL_CONSOLE_FILE.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

export const MAIL_CONSOLE_FILE = join(process.env.E2E_DATA_DIR ?? ".", "mail-console.txt");

type PrintedMail = { to: string; links: string[] };

/** Every mail block printed so far (src/mail/console.ts's format), in order. */
function printedMail(): PrintedMail[] {
  if (!existsSync(MAIL_CONSOLE_FILE)) return [];
  return readFileSync(MAIL_CONSOLE_FILE, "utf8")
    .split("┌")
    .slice(1)
    .map((block) => {
      const lines = block.split("\n");
      const to = lines.map((line) => /^│ To:\s+(.*)$/.exec(line)?.[1]).find((value) => value !== undefined) ?? "";
      const links = lines
        .map((line) => /^│ (?:Links:| {6}) +(https?:\/\/\S+)$/.exec(line)?.[1])
        .filter((link): link is string => link !== undefined);
      return { to: to.trim(), links };
    });
}

/** The link matching `pattern` in the last mail to `to` that has one, once the server has printed it. */
export async function mailedLink(to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect(() => {
    const links = printedMail()
      .filter((mail) => mail.to === to)
      .flatMap((mail) => mail.links)
      .filter((candidate) => pattern.test(candidate));
    link = links[links.length - 1];
    expect(link, `a mailed link to ${to} matching ${pattern}`).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return link as string;
}

/** How many mails to `to` the server has printed so far. */
export function mailsTo(to: string): number {
  return printedMail().filter((mail) => mail.to === to).length;
}
