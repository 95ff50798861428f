import { createFileRoute } from '@tanstack/react-router'

declare const __BUILD_ID__: string

/** The running build's id; open tabs compare it with their own (spec 4.5, 7.1). */
export const Route = createFileRoute('/app-data.json')({
  server: {
    handlers: {
      GET: () =>
        Response.json({ buildId: __BUILD_ID__ }, { headers: { 'cache-control': 'no-store' } }),
    },
  },
})
