import { randomInt } from "node:crypto";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
/** 16 characters of 36: about 82 bits, so a published page's address cannot be guessed from another's. */
const LENGTH = 16;

/**
 * A record's public identity: the last segment of its page's URL (/courses/{uid}). Random, set once by the server
 * on create and never changed, so links stay valid when the title changes.
 */
export function newPublicUid(): string {
  let uid = "";
  for (let index = 0; index < LENGTH; index += 1) uid += ALPHABET[randomInt(ALPHABET.length)];
  return uid;
}
