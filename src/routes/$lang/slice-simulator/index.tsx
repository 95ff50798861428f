import { createFileRoute } from '@tanstack/react-router'
import { SliceSimulator } from '~/content/slice-simulator'

/**
 * Slice Machine's simulator frame (src/content/slice-simulator.tsx). Client-only (no server
 * render, not prerendered) and kept out of search.
 */
export const Route = createFileRoute('/$lang/slice-simulator/')({
  ssr: false,
  head: () => ({
    meta: [
      { title: 'Slice simulator | Ceiba Health' },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: SliceSimulator,
})
