export { shortlistReviewMessages } from "./messages";
export {
  SHORTLIST_REVIEW_INTENTS,
  type ShortlistCandidate,
  ShortlistReview,
  type ShortlistReviewComment,
  type ShortlistReviewIntent,
  type ShortlistReviewProps,
  type ShortlistReviewRefusal,
} from "./ShortlistReview";
