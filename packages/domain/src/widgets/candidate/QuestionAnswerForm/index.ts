export { questionAnswerFormMessages } from "./messages";
export {
  type AnswerFormValues,
  type AnswerLimits,
  answerFieldName,
  CONSENT_FIELD,
  NO_ANSWER,
  QuestionAnswerForm,
  type QuestionAnswerFormProps,
  VIDEO_ANSWER_ATTRIBUTE,
  VIDEO_CONTROLS_ATTRIBUTE,
  videoFieldName,
  YES_ANSWER,
} from "./QuestionAnswerForm";
