import { createFileRoute } from '@tanstack/react-router'
import { drugHandler } from '~/features/formulary/api.server'
import { getDb } from '~/server/db.server'
import { handleErrors } from '~/server/http.server'

export const Route = createFileRoute('/api/formulary/drugs/$id')({
  server: {
    handlers: {
      GET: ({ request, params }) =>
        handleErrors('formulary drug', async () => drugHandler(await getDb(), request, params.id)),
    },
  },
})
