export const SKELETON_SHAPES = ["text", "rect", "circle"] as const;
export type SkeletonShape = (typeof SKELETON_SHAPES)[number];
