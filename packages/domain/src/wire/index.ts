/**
 * The `./wire` entry: the zod schemas of what travels on /api/v1 — the API answers with them (its response
 * schemas, hence OpenAPI) and the API client's types are inferred from them, so the two cannot drift apart. The
 * business configuration also carries how a page resolves the answer against its brand (businessConfig.ts).
 */

// The questionnaire (questions, the answers' check, the posted form's reader), shared by the pages and the server.
export * from "../questionnaire";
export * from "./applies";
export * from "./auth";
export * from "./businessConfig";
export * from "./candidacy";
export * from "./candidateAccess";
export * from "./candidateApply";
export * from "./candidateCv";
export * from "./candidateEvaluations";
export * from "./candidatePages";
export * from "./candidatePrivacy";
export * from "./candidateProfile";
export * from "./candidateRegistration";
export * from "./clientPortal";
export * from "./contact";
export * from "./dataFiles";
export * from "./dataFileText";
export * from "./encodable";
export * from "./entities";
export * from "./entityColumns";
export * from "./entityPages";
export * from "./errorBody";
export * from "./errors";
export * from "./globalSearch";
export * from "./health";
export * from "./ids";
export * from "./jobs";
export * from "./mail";
export * from "./notifications";
export * from "./publicContent";
export * from "./publicJobQuery";
export * from "./publicJobs";
export * from "./recruiterNames";
export * from "./recruiters";
export * from "./shared";
export * from "./shortlistBuilder";
export * from "./shortlistSending";
export * from "./shortlists";
export * from "./tearsheetMessages";
export * from "./tearsheets";
