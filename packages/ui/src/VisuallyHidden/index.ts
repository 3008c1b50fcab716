export { visuallyHidden } from "./visuallyHidden.css";
export { visuallyHiddenRules } from "./visuallyHiddenRules";
