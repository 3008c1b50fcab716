export const PROGRESS_TONES = ["primary", "success", "danger"] as const;
export const PROGRESS_SIZES = ["sm", "md"] as const;
export type ProgressTone = (typeof PROGRESS_TONES)[number];
export type ProgressSize = (typeof PROGRESS_SIZES)[number];
