export { JobSearchNotices, type JobSearchNoticesProps } from "./JobSearchNotices";
