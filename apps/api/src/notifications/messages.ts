/**
 * The texts of the notifications the domain events create. A notification's `message` is stored and shown as is
 * (spec §3), so it is written once, at creation, in the business's language with the names filled in. Businesses
 * have no language setting yet: they all speak pt-BR (DEFAULT_LOCALE); the en texts are there for when they do.
 */
import type { Locale } from "@seleta/domain";

/** What a reviewer did to a shortlisted candidate: a rating, or a comment in its thread. */
export type Rating = "like" | "dislike" | "star" | "unstar" | "comment";

export type NotificationText =
  | { kind: "newApply"; candidate: string; job: string }
  | { kind: "mention"; author: string; about: string | null }
  | { kind: "like"; reviewer: string; rating: Rating; candidate: string; job: string }
  | { kind: "clientContactFirstAccess"; contact: string; company: string | null };

const RATED: Record<Locale, Record<Rating, string>> = {
  "pt-BR": {
    like: "curtiu",
    dislike: "não curtiu",
    star: "favoritou",
    unstar: "desfavoritou",
    comment: "comentou sobre",
  },
  en: { like: "liked", dislike: "disliked", star: "starred", unstar: "unstarred", comment: "commented on" },
};

export function notificationText(text: NotificationText, locale: Locale): string {
  const pt = locale === "pt-BR";
  switch (text.kind) {
    case "newApply":
      return pt
        ? `${text.candidate} se candidatou à vaga ${text.job}`
        : `${text.candidate} applied to the ${text.job} job`;
    case "mention":
      if (text.about === null)
        return pt ? `${text.author} mencionou você em uma nota` : `${text.author} mentioned you in a note`;
      return pt
        ? `${text.author} mencionou você em uma nota sobre ${text.about}`
        : `${text.author} mentioned you in a note about ${text.about}`;
    case "like":
      return pt
        ? `${text.reviewer} ${RATED[locale][text.rating]} ${text.candidate} na shortlist de ${text.job}`
        : `${text.reviewer} ${RATED[locale][text.rating]} ${text.candidate} in the ${text.job} shortlist`;
    case "clientContactFirstAccess": {
      const who = text.company ? `${text.contact} (${text.company})` : text.contact;
      return pt
        ? `${who} acessou o portal do cliente pela primeira vez`
        : `${who} signed in to the client portal for the first time`;
    }
  }
}
