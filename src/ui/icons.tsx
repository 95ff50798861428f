import type { ReactNode } from 'react'

// Inline SVG icons: drawn with the page's own colour (currentColor), the same on every device,
// never an empty box where no emoji font is installed. Each is decorative (aria-hidden): the words
// beside it carry the meaning. 24 x 24, 2 px strokes, round ends.

const PATHS: Record<string, ReactNode> = {
  dental: (
    <path d="M7 3c-2.5 0-4 2-4 4.5 0 3 1.5 5 2 8s1 5.5 2.5 5.5S9.5 17 12 17s3 4 4.5 4 2-2.5 2.5-5.5 2-5 2-8C21 5 19.5 3 17 3c-2 0-3 1-5 1S9 3 7 3z" />
  ),
  vision: (
    <>
      <circle cx="6.5" cy="15" r="3.5" />
      <circle cx="17.5" cy="15" r="3.5" />
      <path d="M10 15h4M3 15l1.5-8H7M21 15l-1.5-8H17" />
    </>
  ),
  hearing: (
    <path d="M6 9a6 6 0 1 1 12 0c0 4-4 5-4 8.5a3.5 3.5 0 0 1-6 2.4M9.5 9.5a2.5 2.5 0 1 1 5 0c0 1.5-1.5 2-2 3" />
  ),
  otc: (
    <>
      <rect x="3" y="8.5" width="18" height="7" rx="3.5" transform="rotate(-45 12 12)" />
      <path d="M9.5 9.5l5 5" />
    </>
  ),
  food: (
    <>
      <path d="M3 4h2.5l2 11h11l2-8H7" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </>
  ),
  transportation: (
    <>
      <path d="M3 16V8a2 2 0 0 1 2-2h10l5 5v5h-2M3 16h2m4 0h6M3 11h17" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </>
  ),
  giveback: (
    <>
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 9.5v5M18 9.5v5" />
    </>
  ),
  fitness: (
    <>
      <circle cx="14" cy="4.5" r="1.8" />
      <path d="M6 11l3-3.5 4 1 2 3.5 3.5 1M10.5 8l-2 6 4 2.5L11 21M8.5 14L5 19" />
    </>
  ),
  telehealth: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M8 20h8M12 16v4M12 7.5v5M9.5 10h5" />
    </>
  ),
  rewards: (
    <path d="M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
  ),
  pharmacy: (
    <>
      <path d="M6 21V4h5a4 4 0 0 1 0 8H6M10.5 12l8 9M13 21l5.5-6" />
    </>
  ),
  doctor: (
    <>
      <path d="M5 3v5a4 4 0 0 0 8 0V3M9 12v3a5 5 0 0 0 10 0v-2" />
      <circle cx="19" cy="11" r="2" />
    </>
  ),
  leaf: <path d="M4 20c0-9 6-15 16-16-1 10-7 16-16 16zM4 20l9-9" />,
}

/** A named icon, or a small dot for a name without one. */
export function Icon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name] ?? <circle cx="12" cy="12" r="3" fill="currentColor" />}
    </svg>
  )
}
