export { shortlistCommentsMessages } from "./messages";
export {
  ShortlistComments,
  type ShortlistCommentsCandidate,
  type ShortlistCommentsEntry,
  type ShortlistCommentsProps,
  type ShortlistCommentsThread,
  type ShortlistReply,
} from "./ShortlistComments";
