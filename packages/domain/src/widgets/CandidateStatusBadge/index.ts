export { CandidateStatusBadge, type CandidateStatusBadgeProps } from "./CandidateStatusBadge";
