import { useQuery, type QueryClient } from '@tanstack/react-query'

/**
 * A form a browser without JavaScript posted to a page, answered with that page again (issue 38,
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

const formPostKey = ['formPost'] as const

/** The root loader's part: what the page's POST handler left in the server context, if anything. */
export function rememberFormPost(queryClient: QueryClient, serverContext: unknown): void {
  const formPost = (serverContext as { formPost?: FormPost } | undefined)?.formPost
  if (formPost) queryClient.setQueryData(formPostKey, formPost)
}

/** The posted state of one form on this page, or null (never fetched: only a POST's render sets it). */
export function useFormPost(form: FormPost['form']): FormPost | null {
  const { data } = useQuery<FormPost | null>({ queryKey: formPostKey, queryFn: () => null, enabled: false, staleTime: Infinity })
  return data?.form === form ? data : null
}

/** Forgets a posted state once the form was sent with scripts (a later visit starts clean). */
export const forgetFormPost = (queryClient: QueryClient) => queryClient.removeQueries({ queryKey: formPostKey })

/** The text fields of a urlencoded form (files and repeated names dropped), for a FormPost's values. */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of names) {
    const value = form.get(name)
    if (typeof value === 'string') out[name] = value.slice(0, 300)
  }
  return out
}
