/**
 * A real SMTP server for mail tests (the `smtp-server` package) on a free loopback port: it checks a user and
 * password, can refuse chosen recipients or hold messages, and keeps what it receives, decoded enough to assert on.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  /** The authenticated user of the session. */
  user: string | undefined;
  envelopeFrom: string;
  envelopeTo: string[];
  /** Header names in lower case, values unfolded. */
  headers: Record<string, string>;
  /** The body with quoted-printable undone: text and HTML parts alike. */
  body: string;
};

export type TestSmtpServer = {
  port: number;
  /** `smtp://user:pass@127.0.0.1:port` */
  url: string;
  messages: ReceivedMail[];
  /** Recipients the server refuses with a 550. */
  refuse: Set<string>;
  /** While set, each message waits for this promise before being accepted. */
  hold: Promise<void> | undefined;
  close(): Promise<void>;
};

export const SMTP_USER = "mailer";
export const SMTP_PASSWORD = "smtp-pass-123";

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, "");
  for (let index = 0; index < soft.length; index += 1) {
    const char = soft[index] as string;
    const hex = soft.slice(index + 1, index + 3);
    if (char === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

export function parseMail(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: decodeQuotedPrintable(raw.slice(split + 4)) };
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const state: { hold: Promise<void> | undefined } = { hold: undefined };
  const server = new SMTPServer({
    // Plain SMTP on loopback: STARTTLS would need a certificate the client trusts.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: SMTP_USER });
      return callback(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const error = new Error(`Mailbox ${address.address} unavailable`) as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const accept = () => {
          const { headers, body } = parseMail(Buffer.concat(chunks).toString("utf8"));
          messages.push({
            user: session.user as string | undefined,
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            envelopeTo: session.envelope.rcptTo.map((to) => to.address),
            headers,
            body,
          });
          callback();
        };
        if (state.hold) state.hold.then(accept, accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    messages,
    refuse,
    get hold() {
      return state.hold;
    },
    set hold(value) {
      state.hold = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
