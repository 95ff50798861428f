import { createFileRoute } from '@tanstack/react-router'
import { searchHandler } from '~/features/formulary/api.server'
import { getDb } from '~/server/db.server'
import { handleErrors } from '~/server/http.server'

export const Route = createFileRoute('/api/formulary/search')({
  server: {
    handlers: {
      GET: ({ request }) =>
        handleErrors('formulary search', async () => searchHandler(await getDb(), request)),
    },
  },
})
