import { describe, expect, it } from "vitest";
import type { Question } from "../../questionnaire/questions";
import { addedQuestion, changedQuestion, movedQuestion, optionsFromLines, removedQuestion } from "./questionsEdits";

const q = (text: string, response_type: Question["response_type"] = 0, options: string[] = []): Question => ({
  text,
  response_type,
  options,
  required: true,
});

describe("the questions editor's edits", () => {
  it("adds a question of a kind, blank and required", () => {
    expect(addedQuestion([q("A")], "video")).toEqual([q("A"), q("", "video")]);
    expect(addedQuestion([], "yesNo")).toEqual([q("", 1)]);
  });

  it("changes one question, dropping options when it stops being multiple choice", () => {
    const list = [q("A"), q("B", "choice", ["x", "y"])];
    expect(changedQuestion(list, 1, { required: false })[1]).toEqual({
      ...q("B", "choice", ["x", "y"]),
      required: false,
    });
    expect(changedQuestion(list, 1, { response_type: 1 })[1]).toEqual(q("B", 1));
    expect(changedQuestion(list, 1, { text: "C" })[0]).toBe(list[0]);
  });

  it("moves within the list and removes", () => {
    const list = [q("A"), q("B"), q("C")];
    expect(movedQuestion(list, 0, 1).map((x) => x.text)).toEqual(["B", "A", "C"]);
    expect(movedQuestion(list, 2, -1).map((x) => x.text)).toEqual(["A", "C", "B"]);
    expect(movedQuestion(list, 0, -1).map((x) => x.text)).toEqual(["A", "B", "C"]);
    expect(removedQuestion(list, 1).map((x) => x.text)).toEqual(["A", "C"]);
  });

  it("reads options one per line", () => {
    expect(optionsFromLines(" Básico\n\nFluente\nBásico \n")).toEqual(["Básico", "Fluente"]);
  });
});
