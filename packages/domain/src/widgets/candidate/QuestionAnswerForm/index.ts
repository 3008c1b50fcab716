export { questionAnswerFormMessages } from "./messages";
export {
  type AnswerLimits,
  type AnswerSubmission,
  QuestionAnswerForm,
  type QuestionAnswerFormProps,
  startCameraRecording,
  type VideoRecording,
  type VideoState,
} from "./QuestionAnswerForm";
