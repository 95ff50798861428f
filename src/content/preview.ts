import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { editorLanguage, enterPreview } from './preview.server'

/** Enters a preview session (sets the preview cookie) and answers the draft's path. */
export const startPreview = createServerFn({ method: 'POST' })
  .validator(
    z.object({
      token: z.string().check(z.minLength(1), z.maxLength(2048)),
      documentId: z.string().check(z.minLength(1), z.maxLength(200)),
    }),
  )
  .handler(({ data }) => enterPreview(data.token, data.documentId))

/** The preview page has no language prefix; it speaks the editor's browser language. */
export const getEditorLanguage = createServerFn({ method: 'GET' }).handler(() => editorLanguage())
