export { displayValue, type RelationLabels } from "./displayValue";
export { EntityDetail, type EntityDetailProps, type RelatedList } from "./EntityDetail";
export { preloadQuestionLists } from "./parts";
export { ApplyAnswers } from "./QuestionLists";
