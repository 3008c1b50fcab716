export { displayValue, type RelationLabels } from "./displayValue";
export { EntityDetail, type EntityDetailProps, type RelatedList } from "./EntityDetail";
export { ApplyAnswers } from "./QuestionLists";
