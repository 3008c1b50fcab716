export { Calendar, type CalendarEvent, type CalendarEventTone, type CalendarProps } from "./Calendar";
export { calendarMessages } from "./messages";
