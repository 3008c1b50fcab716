export { visuallyHidden, visuallyHiddenRules } from "./visuallyHidden.css";
