import type { ReactNode } from 'react';

/** The image viewer's line icons: decorative (each button has its own name), 22 px, currentColor. */
const PATHS = {
  zoomIn: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m20 20-4.9-4.9M10.5 7.5v6M7.5 10.5h6" />
    </>
  ),
  zoomOut: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m20 20-4.9-4.9M7.5 10.5h6" />
    </>
  ),
  rotateLeft: <path d="M4 4v5h5M4.6 9A8 8 0 1 1 6 17.3" />,
  rotateRight: <path d="M20 4v5h-5M19.4 9A8 8 0 1 0 18 17.3" />,
  reset: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="2" />
      <path d="M9 9h6v6H9z" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
} satisfies Record<string, ReactNode>;

export type ViewerIconName = keyof typeof PATHS;

export function ViewerIcon({ name }: { name: ViewerIconName }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
