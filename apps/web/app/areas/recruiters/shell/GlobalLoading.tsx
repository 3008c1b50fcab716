import type { LoadingDialogProps } from "@seleta/domain/widgets";
import { lazyWithPreload } from "@seleta/ui";
import { createContext, type ReactNode, Suspense, useContext, useMemo, useState } from "react";

const GlobalLoadingDialog = lazyWithPreload(() =>
  import("./GlobalLoadingDialog").then((module) => module.GlobalLoadingDialog),
);

type LoadingStatus = NonNullable<LoadingDialogProps["status"]>;

export type GlobalLoadingState = {
  readonly isLoading: boolean;
  readonly status?: LoadingStatus;
  /** Replaces the status's default text ('Processing request...', 'Added successfully', 'An error occurred'). */
  readonly message?: string | null;
};

export type GlobalLoading = {
  /** Turns the recruiter loading dialog on (with a status and text) or off (spec §4: persistent while on). */
  readonly setLoading: (state: GlobalLoadingState) => void;
};

const GlobalLoadingContext = createContext<GlobalLoading | null>(null);

/** The recruiter area's global loading flag and the one `LoadingDialog` that shows it. */
export function GlobalLoadingProvider({ children }: { readonly children: ReactNode }) {
  const [state, setState] = useState<GlobalLoadingState>({ isLoading: false });
  // Mounted from the first time the flag goes on (most page views never set it), then kept for its closing.
  const [used, setUsed] = useState(false);
  const value = useMemo<GlobalLoading>(
    () => ({
      setLoading: (next) => {
        if (next.isLoading) setUsed(true);
        setState(next);
      },
    }),
    [],
  );
  return (
    <GlobalLoadingContext.Provider value={value}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <GlobalLoadingDialog isLoading={state.isLoading} status={state.status} message={state.message ?? null} />
        </Suspense>
      ) : null}
    </GlobalLoadingContext.Provider>
  );
}

/** For any page of the recruiter area: `useGlobalLoading().setLoading({ isLoading: true })`. */
export function useGlobalLoading(): GlobalLoading {
  const value = useContext(GlobalLoadingContext);
  if (!value) throw new Error("useGlobalLoading() outside the recruiter shell");
  return value;
}
