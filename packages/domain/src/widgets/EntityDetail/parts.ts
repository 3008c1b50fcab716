import { lazyWithPreload } from "@seleta/ui";

/**
 * A record's questions and answers are drawn by checking their JSON (zod): they load with the first record that has
 * them, so a record without them (a candidate, a company) loads no zod. A page that draws them loads them before
 * hydrating (`preloadQuestionLists`), so they hydrate with the page.
 */
const load = () => import("./QuestionLists");
export const ApplyAnswersPart = lazyWithPreload(() => load().then((module) => module.ApplyAnswers));
export const QuestionListPart = lazyWithPreload(() => load().then((module) => module.QuestionList));

export const preloadQuestionLists = (): Promise<unknown> =>
  Promise.all([ApplyAnswersPart.preload(), QuestionListPart.preload()]);
