import type { PrismicDocument } from '@prismicio/client'

/**
 * A routable document as it crosses the server-function boundary. Its data stays loosely typed
 * (Prismic's field unions are not provably serializable); `seoOf` and the SliceZone read the
 * shared fields: `slices`, `meta_title`, `meta_description`, `social_image`, `path`.
 */
export type ContentDocument = Omit<PrismicDocument, 'linked_documents'>

/** What a content route's query returns: the document, its twin's path and whether drafts are shown. */
export type ContentResult = { doc: ContentDocument; twin: string | null; preview: boolean }
