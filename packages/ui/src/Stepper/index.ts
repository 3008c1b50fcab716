export { STEPPER_ORIENTATIONS, Stepper, type StepperOrientation, type StepperProps, type StepperStep } from "./Stepper";
