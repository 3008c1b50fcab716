export { Tooltip, type TooltipProps } from "./Tooltip";
export { TooltipBubble } from "./TooltipBubble";
