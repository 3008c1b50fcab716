export { Form, type FormProps, FormSummary } from "./Form";
