import { describe, expect, it } from "vitest";
import {
  currentStage,
  initialRegistrationWizardState,
  type RegistrationWizardAction,
  registrationActions,
  registrationPercent,
  registrationWizardReducer,
} from "./registrationWizard";

const run = (actions: RegistrationWizardAction[]) =>
  actions.reduce(registrationWizardReducer, initialRegistrationWizardState);
const next = (n: number) => Array.from({ length: n }, () => ({ type: "nextPressed" }) as const);

describe("registration wizard (spec §2, §9)", () => {
  it("walks the stages info, additional info, category, experiences, salary, presentation", () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => currentStage(run(next(n))))).toEqual([
      "info",
      "additionalInfo",
      "category",
      "experiences",
      "salary",
      "presentation",
    ]);
  });

  it("starts the step counter at 1 and grows it with each completed section; percent = step / 3 × 100", () => {
    expect(run([]).step).toBe(1);
    expect(registrationPercent(run([]))).toBeCloseTo(33.33, 1);
    expect(run(next(1)).step).toBe(1);
    expect(run(next(2)).step).toBe(2);
    expect(registrationPercent(run(next(4)))).toBeCloseTo(100, 5);
    expect(run([...next(5), { type: "savePressed" }, { type: "saveFinished", ok: true }]).step).toBe(3);
  });

  it("has no back on the first tab, and save instead of next on the last", () => {
    expect(registrationActions(run([]))).toEqual({ back: false, next: true, save: false });
    expect(registrationActions(run(next(2)))).toEqual({ back: true, next: true, save: false });
    expect(registrationActions(run(next(5)))).toEqual({ back: true, next: false, save: true });
    expect(run([{ type: "backPressed" }]).stage).toBe(0);
  });

  it("saves only from the last tab, once at a time", () => {
    expect(run([{ type: "savePressed" }]).effects).toEqual([]);
    const saving = run([...next(5), { type: "savePressed" }]);
    expect(saving.effects).toEqual([{ type: "call", handler: "save" }]);
    expect(registrationWizardReducer(saving, { type: "savePressed" }).effects).toEqual([]);
  });

  it("does not skip ahead to a stage whose predecessors are not done", () => {
    expect(run([{ type: "stageSelected", stage: "salary" }]).stage).toBe(0);
    expect(run([...next(3), { type: "stageSelected", stage: "info" }]).stage).toBe(0);
  });
});
