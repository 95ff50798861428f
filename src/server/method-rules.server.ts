import { routeTree } from '~/routeTree.gen'
import { isMachinePath } from './request-guards'
import { isPagePath } from '~/i18n/trailing-slash'
import { publicToInternal } from '~/i18n/rewrite'

/**
 * Which methods a path answers (RFC 9110 15.5.6: anything else is 405 with `Allow`), from the
 * routes themselves: a route with server handlers answers the methods it has handlers for (HEAD
 * with GET; `ANY` every method); a page answers GET and HEAD. Read once from the route tree.
 */
type MethodRoute = { pattern: RegExp; allow: readonly string[] | 'any'; specificity: number }

const PAGE_METHODS = ['GET', 'HEAD'] as const
/** The methods HTTP defines for resources; any other (TRACE, CONNECT, made-up ones) is never allowed. */
const KNOWN = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

type RouteNode = {
  options?: { path?: string; component?: unknown; server?: { handlers?: unknown } }
  children?: Record<string, RouteNode> | RouteNode[]
}

function patternOf(path: string): { pattern: RegExp; specificity: number } {
  const segments = path.split('/').filter(Boolean)
  const source = segments
    .map((segment) => {
      if (segment === '$') return '(?:/.*)?'
      // The language segment holds a language only (a page's public path is mapped onto it).
      if (segment === '$lang') return '/(?:en|es)'
      const escaped = segment.replace(/[.*+?^()|[\]\\]/g, '\\$&')
      return `/${escaped.replace(/\{\$\w+\}|\$\w+/g, '[^/]+')}`
    })
    .join('')
  const splat = segments.at(-1) === '$'
  // A splat (the content pages' `/$lang/$`) is asked last: any route that names the path wins.
  return {
    pattern: new RegExp(`^${source || '/'}/?$`),
    specificity: splat ? segments.length : 1000 + segments.length,
  }
}

function collect(node: RouteNode, parentPath: string, out: MethodRoute[]): void {
  const own = node.options?.path
  const path = own ? `${parentPath.replace(/\/$/, '')}/${own.replace(/^\//, '')}` : parentPath
  const handlers = node.options?.server?.handlers
  if (handlers && typeof handlers === 'object') {
    const names = Object.keys(handlers)
    // A page (a route with a component) answers GET and HEAD besides its handlers.
    const methods = [
      ...(node.options?.component ? PAGE_METHODS : []),
      ...names.flatMap((name) => (name === 'GET' ? ['GET', 'HEAD'] : [name])),
    ]
    const allow = names.includes('ANY') ? 'any' : [...new Set(methods)]
    out.push({ ...patternOf(path), allow })
  } else if (own && node.options?.component) {
    // A page without handlers answers GET and HEAD, even where a splat route beside it takes a POST.
    out.push({ ...patternOf(path), allow: PAGE_METHODS })
  }
  const children = node.children
    ? Array.isArray(node.children)
      ? node.children
      : Object.values(node.children)
    : []
  for (const child of children) collect(child, path, out)
}

let table: MethodRoute[] | undefined

function methodRoutes(): MethodRoute[] {
  if (!table) {
    const routes: MethodRoute[] = []
    collect(routeTree as unknown as RouteNode, '', routes)
    table = routes.sort((a, b) => b.specificity - a.specificity)
  }
  return table
}

/**
 * The methods a path allows, or null when the method is allowed (or the path is no route's and
 * no page's, which the router answers as before).
 */
export function disallowedMethod(method: string, pathname: string): readonly string[] | null {
  if (method === 'GET' || method === 'HEAD') return null
  // A page's public address (English unprefixed, Spanish translated) is its route's `/$lang/...`
  // path inside: a page route with handlers (a no-JavaScript form's POST) is found by that.
  const routePath = publicToInternal(pathname)
  const route = methodRoutes().find((candidate) => candidate.pattern.test(routePath))
  if (route) {
    if (route.allow === 'any')
      return KNOWN.has(method) ? null : ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
    return route.allow.includes(method) ? null : route.allow
  }
  if (isPagePath(pathname) && !isMachinePath(pathname)) return PAGE_METHODS
  return KNOWN.has(method) ? null : PAGE_METHODS
}
