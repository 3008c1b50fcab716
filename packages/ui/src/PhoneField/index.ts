export { PHONE_MODES, PhoneField, type PhoneFieldProps, type PhoneMode } from "./PhoneField";
