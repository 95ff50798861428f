import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { documentLinkTargets } from './link-targets.server'

/** The targets of Document links by id, for the slice simulator (Slice Machine sends only ids). */
export const getDocumentLinkTargets = createServerFn({ method: 'GET' })
  .validator(z.object({ ids: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)).max(100) }))
  .handler(({ data }) => documentLinkTargets(data.ids))
