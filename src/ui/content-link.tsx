import { isFilled, type LinkField } from '@prismicio/client'
import { PrismicLink, type LinkProps } from '@prismicio/react'
import type { ReactNode } from 'react'
import { SiteLink } from './site-link'

/** Site paths from content navigate client-side (and preload) like every other site link. */
export function InternalContentLink({ href, children, ...rest }: LinkProps) {
  return (
    <SiteLink href={href} {...rest}>
      {children}
    </SiteLink>
  )
}

type Props = { field: LinkField | null | undefined; className?: string; children?: ReactNode }

/** A content link field, or nothing when the editor left it empty. Children default to the link's text. */
export function ContentLink({ field, className, children }: Props) {
  if (!isFilled.link(field)) return null
  return (
    <PrismicLink field={field} className={className} internalComponent={InternalContentLink}>
      {children ?? field.text}
    </PrismicLink>
  )
}
