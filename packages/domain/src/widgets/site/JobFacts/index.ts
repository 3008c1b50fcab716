export { JobFacts, type JobFactsProps } from "./JobFacts";
