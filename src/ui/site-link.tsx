import { Link, type LinkProps } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ReactNode } from 'react'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode }

const isExternal = (href: string) => /^(https?:)?\/\//.test(href)
const isFile = (href: string) => /\.(pdf|xml|txt|json)$/i.test(href.split(/[?#]/)[0] ?? '')

/**
 * A link whose address comes from data (the route table, a content document) rather than from a
 * typed route. Site pages navigate client-side and preload on intent; files, phone numbers and
 * other sites are plain anchors (other sites get the leaving-the-site notice, see ExternalLinkNotice).
 */
export function SiteLink({ href, children, ...rest }: Props) {
  if (isExternal(href) || isFile(href) || !href.startsWith('/')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  }
  // Data-driven paths cannot be checked against the generated route types; the router matches
  // them at run time (content pages resolve through the catch-all route).
  const to = href as LinkProps['to']
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  )
}
