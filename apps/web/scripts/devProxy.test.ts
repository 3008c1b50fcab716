import { describe, expect, it } from "vitest";
import { asApiOrigin } from "./devProxy";

describe("asApiOrigin", () => {
  it("keeps the page's scheme and host and puts the API's port", () => {
    expect(asApiOrigin("http://tech.localhost:5173", "3000")).toBe("http://tech.localhost:3000");
    expect(asApiOrigin("http://localhost:5173", "3000")).toBe("http://localhost:3000");
  });

  it("leaves what is not an origin alone (the API then refuses it as it is)", () => {
    expect(asApiOrigin("null", "3000")).toBe("null");
  });
});
