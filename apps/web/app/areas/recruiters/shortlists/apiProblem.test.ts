import { ApiError } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { apiProblem } from "./apiProblem";

const refusal = (status: number, message: string) => new ApiError(status, { code: "shortlist_sent", message });

describe("what a failed shortlist call tells the recruiter", () => {
  it("says the API's own words for a refusal they can act on (4xx)", () => {
    expect(apiProblem(refusal(409, "Uma shortlist enviada não pode ser excluída."), "Tente de novo.")).toBe(
      "Uma shortlist enviada não pode ser excluída.",
    );
  });

  it("says the page's try-again for our failures, the network and anything else", () => {
    expect(apiProblem(refusal(500, "Internal"), "Tente de novo.")).toBe("Tente de novo.");
    expect(apiProblem(new TypeError("fetch failed"), "Tente de novo.")).toBe("Tente de novo.");
    expect(apiProblem(refusal(422, ""), "Tente de novo.")).toBe("Tente de novo.");
  });
});
