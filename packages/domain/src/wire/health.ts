import { z } from "zod";

/** `GET /health`: the process answers and its database runs a query. */
export const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) });
