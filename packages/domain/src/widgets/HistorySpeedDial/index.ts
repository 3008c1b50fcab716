export { HistorySpeedDial, type HistorySpeedDialProps } from "./HistorySpeedDial";
