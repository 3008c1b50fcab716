export { CandidateShell, type CandidateShellProps, type CandidateShellUser } from "./CandidateShell";
