export { JobQuestionsEditor, type JobQuestionsEditorProps } from "./JobQuestionsEditor";
export { jobQuestionsEditorMessages } from "./messages";
