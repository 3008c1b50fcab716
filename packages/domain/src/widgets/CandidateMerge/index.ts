export { CandidateMerge, type CandidateMergeProps, type CandidateMergeSummary } from "./CandidateMerge";
export { candidateMergeMessages } from "./messages";
