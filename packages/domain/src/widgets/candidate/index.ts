/**
 * The `./candidate-widgets` entry: the candidate area's widgets (its shell, the profile's sections, the CV, the
 * application form, where each application stands, the privacy settings). Apart from `./widgets`, whose size the
 * recruiter's shell pays for: a candidate page loads these and not the recruiter's.
 */

// The widgets' message formatter, for pages that format a widget text themselves.
export { formatDomainMessage, useLocale, useMessage } from "../useMessage";

export * from "./CvUpload";
