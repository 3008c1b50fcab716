/**
 * A recruiter's notifications (spec §3/§4/§7):
 *
 *   GET    /recruiters/notifications                → every tab (name, value, unread_count, total, newest items)
 *   PUT    /recruiters/notifications/read/all       → {"read": n}: the menu opened with unread items
 *   PUT    /recruiters/notifications/read/{tab}     → {"read": n}: one tab marked viewed
 *   DELETE /recruiters/notifications/{id}           → {"deleted": 1}; 404 when it is not the recruiter's
 *   DELETE /recruiters/notifications/delete/all     → {"deleted": n}
 *
 * Recruiters only, their own notifications of their current business only: another recruiter's item, or one of
 * another business, is "not found" (its existence never leaks).
 */
import {
  deletedSchema,
  notificationCategorySchema,
  notificationsAnswerSchema,
  notificationsReadSchema,
  pathIdSchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, requireSignIn } from "../../auth/http";
import type { RecruiterPrincipal } from "../../auth/principal";
import type { Database } from "../../db/client";
import { notFound, requestLocale } from "../../edge/errors";
import {
  deleteAllNotifications,
  deleteNotification,
  listNotifications,
  markRead,
  type Owner,
} from "../../notifications/store";

function ownerOf(principal: RecruiterPrincipal): Owner | null {
  return principal.businessId === null ? null : { recruiterId: principal.id, businessId: principal.businessId };
}

export const notificationRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "recruiters");
  const tags = ["notifications"];

  app.get(
    "/recruiters/notifications",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The recruiter's notifications grouped by the menu's tabs, newest first, with the unread counts",
        response: { 200: notificationsAnswerSchema },
      },
    },
    async (request) => listNotifications(db, ownerOf(principalOf(request, "recruiters")), requestLocale(request)),
  );

  app.put(
    "/recruiters/notifications/read/all",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Mark every notification read (and viewed): the menu opened with unread items",
        response: { 200: notificationsReadSchema },
      },
    },
    async (request) => {
      const owner = ownerOf(principalOf(request, "recruiters"));
      return { read: owner ? await markRead(db, owner, "all") : 0 };
    },
  );

  app.put(
    "/recruiters/notifications/read/:category",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Mark the notifications of one tab read (and viewed)",
        params: z.object({ category: notificationCategorySchema }),
        response: { 200: notificationsReadSchema },
      },
    },
    async (request) => {
      const owner = ownerOf(principalOf(request, "recruiters"));
      return { read: owner ? await markRead(db, owner, request.params.category) : 0 };
    },
  );

  app.delete(
    "/recruiters/notifications/delete/all",
    {
      preHandler: signedIn,
      schema: { tags, summary: "Delete every notification of the recruiter", response: { 200: deletedSchema } },
    },
    async (request) => {
      const owner = ownerOf(principalOf(request, "recruiters"));
      return { deleted: owner ? await deleteAllNotifications(db, owner) : 0 };
    },
  );

  app.delete(
    "/recruiters/notifications/:id",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Delete one of the recruiter's notifications",
        params: z.object({ id: pathIdSchema }),
        response: { 200: deletedSchema },
      },
    },
    async (request) => {
      const owner = ownerOf(principalOf(request, "recruiters"));
      if (!owner || !(await deleteNotification(db, owner, request.params.id))) {
        throw notFound("There is no such notification.");
      }
      return { deleted: 1 };
    },
  );
};
