import type { z } from "zod";
import { z as zod } from "zod";

/**
 * What a caller receives from a schema: the API client names its answers `WireOf<typeof xSchema>` so no response
 * type is written twice. Saves the client a direct zod dependency for what is only a type.
 */
export type WireOf<S extends z.ZodType> = z.output<S>;
/** What a caller may send to a schema (defaults optional): the request bodies the client builds. */
export type WireInputOf<S extends z.ZodType> = z.input<S>;

/** `{"deleted": n}`: what every delete answers. */
export const deletedSchema = zod.object({ deleted: zod.number() });

/** `{"message": "…"}`: answers that only say what happened (password requests). */
export const messageSchema = zod.object({ message: zod.string() });

/** `{"url": "…"}`: where the browser goes next (identity providers' sign-in pages). */
export const urlSchema = zod.object({ url: zod.string() });
