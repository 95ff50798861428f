import { useQuery, type QueryClient } from '@tanstack/react-query'
import { FORM_POST_KEY, type FormPost } from './form-post-key'
export type { FormPost, FormPostNotice } from './form-post-key'

/** The posted state of one form on this page, or null (never fetched: only a POST's render sets it). */
export function useFormPost(form: FormPost['form']): FormPost | null {
  const { data } = useQuery<FormPost | null>({
    queryKey: FORM_POST_KEY,
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  })
  return data?.form === form ? data : null
}

/** Forgets a posted state once the form was sent with scripts (a later visit starts clean). */
export const forgetFormPost = (queryClient: QueryClient) =>
  queryClient.removeQueries({ queryKey: FORM_POST_KEY })

/** The text fields of a urlencoded form (files and repeated names dropped), for a FormPost's values. */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of names) {
    const value = form.get(name)
    if (typeof value === 'string') out[name] = value.slice(0, 300)
  }
  return out
}
