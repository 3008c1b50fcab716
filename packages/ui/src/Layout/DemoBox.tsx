import { vars } from "@seleta/brand-themes";
import type { ReactNode } from "react";

/**
 * A visible block for the layout stories only (not exported from the package): shows where each child lands.
 * Inline styles on purpose: this is documentation, not a primitive.
 */
export function DemoBox({ children, height }: { children: ReactNode; height?: number }) {
  return (
    <div
      style={{
        padding: vars.space.sm,
        minHeight: height,
        background: vars.color.tone.primary.soft,
        color: vars.color.tone.primary.text,
        border: `1px dashed ${vars.color.tone.primary.border}`,
        borderRadius: vars.radius.sm,
        fontSize: vars.fontSize.sm,
      }}
    >
      {children}
    </div>
  );
}
