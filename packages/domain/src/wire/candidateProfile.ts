/**
 * The signed-in candidate's own profile (`/candidates/profile`): their candidates record without the firm's own
 * fields, read and written by the candidate. The record's fields are the registry's (`RecordOf<"candidates">`);
 * the body is checked field by field by the registry's rules, so it travels as an open object here.
 */
import { z } from "zod";
import { recordSchema } from "./entities";

export const candidateProfileAnswerSchema = z.object({ candidate: recordSchema });

export const candidateProfileBodySchema = z.record(z.string(), z.unknown());
