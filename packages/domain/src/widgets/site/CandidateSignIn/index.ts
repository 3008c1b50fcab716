export {
  CANDIDATE_SIGN_IN_FIELDS,
  CANDIDATE_SIGN_IN_PROVIDERS,
  CandidateSignIn,
  type CandidateSignInProps,
  type CandidateSignInProvider,
} from "./CandidateSignIn";
export { candidateSignInMessages } from "./messages";
