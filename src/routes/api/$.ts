import { createFileRoute } from '@tanstack/react-router'
import { jsonError } from '~/server/http.server'

// Any /api/ address no endpoint matches (a blank id, a mistyped path) is a JSON 404 at once,
// never the site's 404 page rendered in full.
const notFound = () => jsonError(404, 'not_found', 'There is no API endpoint at this address.')

export const Route = createFileRoute('/api/$')({
  server: {
    handlers: {
      GET: notFound,
      HEAD: notFound,
      POST: notFound,
      PUT: notFound,
      PATCH: notFound,
      DELETE: notFound,
    },
  },
})
