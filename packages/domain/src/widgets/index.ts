export * from "./CandidateStatusBadge";
