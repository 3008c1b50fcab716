export { Chip, type ChipProps } from "./Chip";
export { ToggleChip, type ToggleChipProps } from "./ToggleChip";
export { CHIP_SIZES, CHIP_TONES, type ChipSize, type ChipTone } from "./variants";
