export { ClientJobDetail, type ClientJobDetailData, type ClientJobDetailProps } from "./ClientJobDetail";
export { type ClientJobItem, ClientJobList, type ClientJobListProps, JobStatusBadge } from "./ClientJobList";
export {
  type ClientPortalMenuEntry,
  ClientPortalShell,
  type ClientPortalShellProps,
} from "./ClientPortalShell";
export {
  ClientProjectDetail,
  type ClientProjectDetailData,
  type ClientProjectDetailProps,
  type ClientProjectItem,
  ClientProjectList,
  type ClientProjectListProps,
} from "./ClientProjects";
export { clientPortalMessages } from "./messages";
