import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/**
 * Session, reset, confirmation and shortlist tokens: 256 random bits, URL-safe. Only their SHA-256 is stored
 * (a fast hash is right here: the token carries its own entropy, unlike a password).
 */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(hashToken(a));
  const right = Buffer.from(hashToken(b));
  return timingSafeEqual(left, right);
}

/** argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): ~11 ms per check here. */
// 2 = Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** A hash of nothing anybody knows: unknown e-mails are checked against it so they take as long as known ones. */
let decoy: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; an account without a password (invited, OIDC only) never matches. */
export async function checkPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword(newToken());
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
