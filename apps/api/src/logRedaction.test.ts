import { describe, expect, it } from "vitest";
import { redactUrl } from "./logRedaction";

describe("redactUrl", () => {
  it("hides a cable ticket and keeps the rest of the URL", () => {
    expect(redactUrl("/cable?ticket=0123456789abcdef&x=1")).toBe("/cable?ticket=[redacted]&x=1");
  });

  it("hides every secret parameter, whatever its case or position", () => {
    expect(redactUrl("/cb?state=s3cr3t&code=abc&Token=T")).toBe(
      "/cb?state=[redacted]&code=[redacted]&Token=[redacted]",
    );
  });

  it("leaves URLs without secrets alone", () => {
    expect(redactUrl("/api/v1/recruiters/candidates?page=2&ticketing=1")).toBe(
      "/api/v1/recruiters/candidates?page=2&ticketing=1",
    );
  });
});
