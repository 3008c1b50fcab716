import { describe, expect, it } from "vitest";
import { REGISTRATION_STAGES, registrationPercent, registrationStep } from "./registrationWizard";

const doneUpTo = (n: number) => REGISTRATION_STAGES.slice(0, n).map((stage) => stage.key);

describe("registration wizard (spec §2, §9)", () => {
  it("walks the stages info, additional info, category, experiences, salary, presentation", () => {
    expect(REGISTRATION_STAGES.map((stage) => stage.key)).toEqual([
      "info",
      "additionalInfo",
      "category",
      "experiences",
      "salary",
      "presentation",
    ]);
  });

  it("starts the step counter at 1 and grows it with each completed section; percent = step / 3 × 100", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => registrationStep(doneUpTo(n)))).toEqual([1, 1, 2, 2, 3, 3, 3]);
    expect(registrationPercent(1)).toBeCloseTo(33.33, 1);
    expect(registrationPercent(2)).toBeCloseTo(66.67, 1);
    expect(registrationPercent(3)).toBe(100);
  });
});
