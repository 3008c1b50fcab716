export { Tooltip, TooltipBubble, type TooltipProps } from "./Tooltip";
