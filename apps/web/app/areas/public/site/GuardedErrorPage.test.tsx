import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { GuardedErrorPage } from "./GuardedErrorPage";

function FailingErrorPage(): never {
  throw new Error("the error page's messages are missing");
}

describe("GuardedErrorPage", () => {
  it("shows the spec's fallback and a way home when the error page itself fails to render", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderToString(
      <GuardedErrorPage>
        <FailingErrorPage />
      </GuardedErrorPage>,
    );
    expect(html).toContain("An error occurred while showing the error page");
    expect(html).toMatch(/<a href="\/">/);
  });

  it("shows the error page itself when it renders", () => {
    const html = renderToString(
      <GuardedErrorPage>
        <p>404 · This page could not be found</p>
      </GuardedErrorPage>,
    );
    expect(html).toContain("This page could not be found");
    expect(html).not.toContain("An error occurred while showing the error page");
  });
});
