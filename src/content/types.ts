import type { PrismicDocument } from '@prismicio/client'

/**
 * A routable document as it crosses the server-function boundary. Its data stays loosely typed
 * (Prismic's field unions are not provably serializable); `seoOf` and the SliceZone read the
 * shared fields: `slices`, `meta_title`, `meta_description`, `social_image`, `path`.
 */
export type ContentDocument = Omit<PrismicDocument, 'linked_documents'>

/**
 * A content file the embedded repository could not serve: where it is (the file as an editor
 * names it, `content/page/en-us/x.json`, and the line) and what is wrong. The rest of the site
 * serves; the document is left out, or its last good version is served (`kept`).
 */
export type ContentProblem = {
  file: string
  line: number
  column: number
  message: string
  kept: boolean
}

/**
 * What a content route's query returns: the document, its twin's path and whether drafts are
 * shown; in development, the content files that could not be served (the development banner).
 */
export type ContentResult = {
  doc: ContentDocument
  twin: string | null
  preview: boolean
  problems?: ContentProblem[]
}
