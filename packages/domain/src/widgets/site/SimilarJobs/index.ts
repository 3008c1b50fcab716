export { SimilarJobs, type SimilarJobsProps } from "./SimilarJobs";
