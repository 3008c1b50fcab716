export { SpeedDial, SpeedDialAction, type SpeedDialActionProps, type SpeedDialProps } from "./SpeedDial";
