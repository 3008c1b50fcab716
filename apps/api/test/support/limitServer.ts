/**
 * A server process for sharedLimits.test.ts (forked by bench/childServer.ts with `--serve`): the configuration in
 * its environment, and the sign-in limit per minute from SIGN_IN_PER_MINUTE (a start option, not a setting).
 */
import { serveOverIpc } from "../../bench/childServer";

if (process.argv.includes("--serve")) {
  await serveOverIpc(async () => {}, {
    authLimits: { sessionsPerMinute: Number(process.env.SIGN_IN_PER_MINUTE ?? 30) },
  });
}
