export { JobCard, type JobCardProps } from "./JobCard";
