/**
 * Spec §8: when showing the error page itself fails, 'An error occurred while showing the error page' and a way
 * home. On the server a Suspense boundary catches the failed render and sends its fallback in place (a document
 * without scripts keeps it); in a hydrated page the class boundary catches it.
 */
import { Component, type ReactNode, Suspense } from "react";

/** Plain markup and fixed text: nothing here can fail the way the branded page did (messages, brand, data). */
export function ErrorPageFallback() {
  return (
    <main style={{ padding: "3rem 1.5rem", textAlign: "center", fontFamily: "system-ui, sans-serif" }}>
      <p>An error occurred while showing the error page</p>
      <p>
        <a href="/">Voltar ao início</a>
      </p>
    </main>
  );
}

class ClientErrorGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPageFallback /> : this.props.children;
  }
}

export function GuardedErrorPage({ children }: { children: ReactNode }) {
  return (
    <ClientErrorGuard>
      <Suspense fallback={<ErrorPageFallback />}>{children}</Suspense>
    </ClientErrorGuard>
  );
}
