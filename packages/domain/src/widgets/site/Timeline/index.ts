export { Timeline, type TimelineMilestone, type TimelineProps } from "./Timeline";
