import { Link, useNavigate, type LinkProps } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { publicToInternal } from '~/i18n/rewrite'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode }

const isExternal = (href: string) => /^(https?:)?\/\//.test(href)
const isFile = (href: string) => /\.(pdf|xml|txt|json)$/i.test(href.split(/[?#]/)[0] ?? '')
const isModified = (event: MouseEvent) =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

/**
 * A link whose address is a public path from data (a content document's resolved link, the
 * navigation and footer documents) rather than a typed route; code links use `<Link to params>`. Site pages navigate client-side and preload on intent; files, phone numbers and
 * other sites are plain anchors (other sites get the leaving-the-site notice, see ExternalLinkNotice).
 */
export function SiteLink({ href, children, ...rest }: Props) {
  const navigate = useNavigate()
  if (isExternal(href) || isFile(href) || !href.startsWith('/')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  }
  if (href.includes('?')) {
    // A query string is passed through untouched (a typed <Link to> would treat it as part of
    // the path and re-encode its values).
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      rest.onClick?.(event)
      if (isModified(event)) return
      event.preventDefault()
      void navigate({ href })
    }
    return (
      <a href={href} {...rest} onClick={onClick}>
        {children}
      </a>
    )
  }
  // Data-driven paths cannot be checked against the generated route types: the router matches
  // the internal path (the URL rewrite's input) at run time, and writes the public one back.
  const to = publicToInternal(href) as LinkProps['to']
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  )
}
