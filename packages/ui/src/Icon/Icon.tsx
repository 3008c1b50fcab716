import { icon as iconClass } from "./Icon.css";
import type { IconComponent } from "./icons";
import { ICON_PIXELS, type IconSize } from "./variants";

export type IconProps = {
  icon: IconComponent;
  size?: IconSize;
  /**
   * Only for an icon that carries meaning on its own (no text beside it): it becomes `role="img"` with this name.
   * Without it the icon is decorative and hidden from assistive technology.
   */
  label?: string;
};

export function Icon({ icon: Glyph, size = "md", label }: IconProps) {
  const pixels = ICON_PIXELS[size];
  return label ? (
    <Glyph className={iconClass} width={pixels} height={pixels} role="img" aria-label={label} aria-hidden={false} />
  ) : (
    <Glyph className={iconClass} width={pixels} height={pixels} aria-hidden="true" focusable="false" />
  );
}
