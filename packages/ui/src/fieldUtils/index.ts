export {
  checkFiles,
  type FileCheck,
  type FileLike,
  type FileRejection,
  isFileTooLarge,
  isFileTypeAccepted,
  maxFileBytes,
} from "./files";
export { BRL_FORMAT, dateLocaleFor } from "./locale";
export {
  formatPhoneByLength,
  isInternationalPhoneLength,
  isValidPhone,
  joinInternational,
  normalisePhone,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  type PhoneCountry,
  phoneDigits,
  sanitizePhoneInput,
  splitInternational,
} from "./phone";
export { PHONE_COUNTRIES } from "./phoneCountries";
export { type FieldIssue, isEmailAddress, type TextRules, textIssue } from "./textRules";
