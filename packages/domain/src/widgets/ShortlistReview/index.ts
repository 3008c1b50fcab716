export { shortlistReviewMessages } from "./messages";
export {
  type ShortlistCandidate,
  ShortlistReview,
  type ShortlistReviewProps,
} from "./ShortlistReview";
