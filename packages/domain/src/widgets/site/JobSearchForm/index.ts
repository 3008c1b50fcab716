export { JobSearchForm, type JobSearchFormProps } from "./JobSearchForm";
