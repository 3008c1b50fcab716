export { JobDescription, type JobDescriptionProps } from "./JobDescription";
