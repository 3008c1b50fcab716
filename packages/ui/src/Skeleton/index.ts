export { Skeleton, SkeletonGroup, type SkeletonGroupProps, type SkeletonProps } from "./Skeleton";
export { SKELETON_SHAPES, type SkeletonShape } from "./variants";
