export { JobResults, type JobResultsProps } from "./JobResults";
