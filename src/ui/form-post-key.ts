import type { QueryClient } from '@tanstack/react-query'

// The root loader's part of form-post.ts, apart from it: the root imports this file, and
// form-post.ts's useQuery would otherwise ride in every page's entry script (10.8 kB gzip
// measured, over the home and content pages' budgets).

/**
 * A form a browser without JavaScript posted to a page, answered with that page again (decision 0024,
 * HTML first): the answers as typed, each refused field's message key, and a notice for the
 * whole form (a refused or expired post). The page's POST handler passes it to the render as
 * Start's server context (`next({ context: { formPost } })`); the root loader puts it in the query
 * cache, which the page carries to the browser, so a page that hydrates shows the same form.
 */
export type FormPost = {
  form: 'call_request' | 'email_signup'
  values: Record<string, string>
  errors: Record<string, string>
  notice?: FormPostNotice
}

/** The `common` namespace's `formPost.<notice>` sentence for a post that was not read. */
export type FormPostNotice = 'expired' | 'refused' | 'rateLimited' | 'failed'

export const FORM_POST_KEY = ['formPost'] as const

/** The root loader's part: what the page's POST handler left in the server context, if anything. */
export function rememberFormPost(queryClient: QueryClient, serverContext: unknown): void {
  const formPost = (serverContext as { formPost?: FormPost } | undefined)?.formPost
  if (formPost) queryClient.setQueryData(FORM_POST_KEY, formPost)
}
