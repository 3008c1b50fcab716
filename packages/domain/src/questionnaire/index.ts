/**
 * One questionnaire: ordered questions (a job's, asked when a candidate applies; an evaluation's, sent later), the
 * answers' check built from them, the posted form read back into answers, and the answers' refusals. Both flows,
 * the API's and the pages', are this one module.
 */
export * from "./answers";
export * from "./posted";
export * from "./questions";
