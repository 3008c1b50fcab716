export { CandidacyTimeline, type CandidacyTimelineProps } from "./CandidacyTimeline";
export { candidacyClosureMessage, candidacyStatusMessage, candidacyTimelineMessages } from "./messages";
