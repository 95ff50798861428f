import { createFileRoute, notFound } from '@tanstack/react-router'
import { testRoutesEnabled } from '~/server/test-routes'

/**
 * Deliberate failures, so tests can prove that an exception while loading or rendering yields
 * the error page with HTTP 500 and no stack trace. Absent (404) in production.
 */
export const Route = createFileRoute('/$lang/test-errors/$kind')({
  loader: async ({ params }) => {
    if (!(await testRoutesEnabled()) || !['render', 'loader'].includes(params.kind))
      throw notFound()
    if (params.kind === 'loader') throw new Error('Deliberate loader failure: internal detail')
    return { kind: params.kind }
  },
  component: function DeliberateFailure() {
    throw new Error('Deliberate render failure: internal detail')
  },
})
