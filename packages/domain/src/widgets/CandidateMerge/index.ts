export { CandidateMerge, type CandidateMergeProps, type CandidateMergeSummary, MergeOutcome } from "./CandidateMerge";
export { candidateMergeMessages } from "./messages";
