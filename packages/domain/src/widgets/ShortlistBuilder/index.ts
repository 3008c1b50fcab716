export { shortlistEditorMessages } from "./messages";
export {
  ShortlistBuilder,
  type ShortlistBuilderCandidate,
  type ShortlistBuilderProps,
  type ShortlistSwitches,
} from "./ShortlistBuilder";
export { SHORTLIST_STATUS_TONES, ShortlistStatusBadge, type ShortlistStatusBadgeProps } from "./ShortlistStatusBadge";
