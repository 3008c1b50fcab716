export { AppFrame, type AppFrameProps } from "./AppFrame";
