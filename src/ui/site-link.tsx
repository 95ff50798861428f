import { useRouter, useRouterState } from '@tanstack/react-router'
import { useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  children: ReactNode
}

const isExternal = (href: string) => /^(https?:)?\/\//.test(href)
/** An address without its query string and fragment. */
const pathOf = (href: string) => href.split(/[?#]/)[0] ?? ''
const isFile = (href: string) => /\.(pdf|xml|txt|json)$/i.test(pathOf(href))
const isModified = (event: MouseEvent) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey

/**
 * A link whose address is a public path from data (a content document's resolved link, the
 * navigation and footer documents) rather than a typed route; code links use `<Link to params>`.
 * Site pages navigate client-side and preload on intent; files, phone numbers and other sites are
 * plain anchors (other sites get the leaving-the-site notice, see ExternalLinkNotice).
 *
 * A site page's link is an anchor with the router's handlers, not the router's `<Link>`: a page
 * frame holds dozens of these, and `<Link>` works out a full location for each as it renders,
 * a few milliseconds a link on a phone during hydration (decision 0017). The router matches the
 * public path through its URL rewrite when the link is followed or preloaded. The link to the
 * page being shown is marked `aria-current="page"` (its path exactly, as a person reads it).
 */
export function SiteLink({ href, children, ...rest }: Props) {
  if (isExternal(href) || isFile(href) || !href.startsWith('/')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <PageLink href={href} {...rest}>
      {children}
    </PageLink>
  )
}

const PRELOAD_DELAY_MS = 50

function PageLink({
  href,
  children,
  onClick,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onTouchStart,
  ...rest
}: Props) {
  const router = useRouter()
  const path = pathOf(href)
  const current = useRouterState({
    select: (state) => pathOf(state.location.publicHref ?? state.location.pathname) === path,
  })
  const timer = useRef<number | undefined>(undefined)
  const intent = router.options.defaultPreload === 'intent'
  const preload = () => {
    router.preloadRoute({ href } as Parameters<typeof router.preloadRoute>[0]).catch(() => {})
  }
  const later = () => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(preload, PRELOAD_DELAY_MS)
  }
  return (
    <a
      href={href}
      aria-current={current ? 'page' : undefined}
      {...rest}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event)
        if (isModified(event) || (rest.target && rest.target !== '_self')) return
        event.preventDefault()
        window.clearTimeout(timer.current)
        // The path goes through the router's URL rewrite, its query string untouched.
        void router.navigate({ href } as Parameters<typeof router.navigate>[0])
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        if (intent) later()
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event)
        window.clearTimeout(timer.current)
      }}
      onFocus={(event) => {
        onFocus?.(event)
        if (intent) later()
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event)
        if (intent) preload()
      }}
    >
      {children}
    </a>
  )
}
