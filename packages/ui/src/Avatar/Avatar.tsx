import { useState } from "react";
import { useIntl } from "react-intl";
import { Icon, UserIcon } from "../Icon";
import { avatar, avatarSize, image } from "./Avatar.css";
import { initials } from "./initials";
import type { AvatarSize } from "./variants";

export type AvatarProps = {
  /** The person's name: the photo's alt text, and the initials without a photo. */
  name?: string | null;
  /** Spec §3: `photoUrl` / `avatar_url`; a missing or broken photo shows the default avatar. */
  src?: string | null;
  size?: AvatarSize;
};

/** A person's photo, or the default avatar (initials, or a person icon without a name). */
export function Avatar({ name, src, size = "md" }: AvatarProps) {
  const intl = useIntl();
  // Remembers which address failed, so a new address gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name?.trim() || intl.formatMessage({ id: "ui.avatar.anonymous" });
  const className = `${avatar} ${avatarSize[size]}`;

  if (src && failedSrc !== src) {
    return (
      <span className={className}>
        <img className={image} src={src} alt={label} onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  const letters = initials(name);
  return (
    <span className={className} role="img" aria-label={label}>
      {letters ? (
        <span aria-hidden="true">{letters}</span>
      ) : (
        <Icon icon={UserIcon} size={size === "xl" ? "xl" : "sm"} />
      )}
    </span>
  );
}
