import { describe, expect, it } from "vitest";
import { requestContext } from "./request";

describe("requestContext", () => {
  it("takes the host from the request's URL, never from a forwarded header the client wrote", () => {
    const request = new Request("http://localhost:3000/jobs", {
      headers: { host: "localhost:3000", "x-forwarded-host": "tech.localhost" },
    });
    const context = requestContext(request);
    expect(context.host).toBe("localhost:3000");
    expect(context.brand).toBe(requestContext(new Request("http://localhost:3000/jobs")).brand);
    expect(context.brand).not.toBe(requestContext(new Request("http://tech.localhost/jobs")).brand);
  });
});
