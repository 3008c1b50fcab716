export { questionAnswerFormMessages } from "./messages";
export {
  QuestionAnswerForm,
  type QuestionAnswerFormProps,
  VIDEO_ANSWER_ATTRIBUTE,
  VIDEO_CONTROLS_ATTRIBUTE,
} from "./QuestionAnswerForm";
