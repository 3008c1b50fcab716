import type { FastifyPluginAsync } from "fastify";
import type { ApiOptions } from "../options";
import { applyRoutes } from "./applies";
import { cableTicketRoutes } from "./cable";
import { entityColumnRoutes } from "./entityColumns";
import { entityPageRoutes } from "./entityPages";
import { globalSearchRoutes } from "./globalSearch";
import { interviewRoutes } from "./interviews";
import { notificationRoutes } from "./notifications";
import { recruiterDownloadRoutes } from "./recruiterDownloads";
import { recruiterNameRoutes } from "./recruiterNames";
import { recruiterRoutes as recruiterAccountRoutes } from "./recruiters";
import { sendOutRoutes } from "./sendOuts";
import { shortlistCommentRoutes } from "./shortlistComments";
import { shortlistSendingRoutes } from "./shortlistSending";
import { shortlistBuilderRoutes } from "./shortlists";
import { tearsheetRoutes } from "./tearsheets";

/**
 * `/recruiters/…` beside the entity engine (routes/shared): accounts, the live socket's tickets, notifications,
 * search, saved views, columns, exports, send-outs, the applies' board, the shortlist builder and sending shortlists,
 * lists filled from a selection and the talent pool, an interview's calendar file.
 * Static paths win over the engine's `/recruiters/:entity` whatever the order (find-my-way).
 */
export const recruiterRoutes: FastifyPluginAsync<ApiOptions> = async (app, { db, limits, jobs, uploads, live }) => {
  await app.register(recruiterAccountRoutes, { db });
  await app.register(recruiterNameRoutes, { db });
  await app.register(cableTicketRoutes, { db });
  await app.register(notificationRoutes, { db });
  await app.register(globalSearchRoutes, { db });
  await app.register(entityPageRoutes, { db, entriesPerRecruiter: limits.entriesPerRecruiter });
  await app.register(entityColumnRoutes, { db });
  await app.register(sendOutRoutes, { db });
  await app.register(shortlistSendingRoutes, { db });
  await app.register(recruiterDownloadRoutes, { db, jobs, uploads });
  await app.register(applyRoutes, { db, live, cardsPerBoard: limits.applyBoardCards });
  await app.register(shortlistBuilderRoutes, { db });
  await app.register(shortlistCommentRoutes, { db, live });
  await app.register(tearsheetRoutes, { db });
  await app.register(interviewRoutes, { db });
};
