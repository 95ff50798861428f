import { isFilled, type RichTextField } from '@prismicio/client'
import { PrismicRichText } from '@prismicio/react'
import { InternalContentLink } from './content-link'

/** Editor-written rich text; internal links navigate client-side. Renders nothing when empty. */
export function ContentRichText({ field }: { field: RichTextField | null | undefined }) {
  if (!isFilled.richText(field)) return null
  return <PrismicRichText field={field} internalLinkComponent={InternalContentLink} />
}
