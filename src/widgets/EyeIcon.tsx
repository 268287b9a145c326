// The eye drawn on reveal toggles; the project has no icon set, and Mantine keeps its own eye private.
import type { SVGProps } from 'react';

/** An open eye, or a struck-through one when `crossed`; decorative, so the button around it carries the name. */
export function EyeIcon({ crossed = false, ...props }: SVGProps<SVGSVGElement> & { crossed?: boolean }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
      focusable={false}
      {...props}
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx={12} cy={12} r={3} />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
