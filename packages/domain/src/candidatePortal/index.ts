/**
 * The `./candidate-portal` entry: the candidate area's pure model — the profile's pages and side menu, the
 * registration wizard's stages, where an application stands in the candidate's words, the cultural fit's scoring.
 * Apart from `.`, whose size every page pays for: only the API and the candidate area load these.
 */
export * from "../assessments/bigFive";
export * from "./candidacyStatus";
export * from "./candidateMenu";
export * from "./profileSections";
export * from "./registrationStageFields";
export * from "./returnPath";
