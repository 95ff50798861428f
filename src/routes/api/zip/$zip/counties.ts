import { createFileRoute } from '@tanstack/react-router'
import { getDb } from '~/server/db.server'
import { zipCountiesApi } from '~/plans/plans-api.server'

export const Route = createFileRoute('/api/zip/$zip/counties')({
  server: {
    handlers: { GET: ({ request, params }) => zipCountiesApi(request, params.zip, getDb) },
  },
})
