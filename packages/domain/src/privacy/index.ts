/**
 * The `./privacy` entry: a candidate's LGPD rights as pure rules — consent purposes and their versioned texts, what
 * erasure does to each field, when retention warns and erases. Apart from `.`, whose size every page pays for: the
 * server and the privacy settings need these, nothing else does.
 */
export * from "./anonymisation";
export * from "./consents";
export * from "./evaluationAnonymisation";
export * from "./retention";
