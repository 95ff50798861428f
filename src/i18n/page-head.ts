import { i18nFor } from './i18n'
import type { Lang } from './locales'

/** Namespaces whose `meta.title` and `meta.description` describe a whole page. */
type PageNamespace = 'home' | 'planFinder' | 'providers' | 'stores' | 'leads' | 'formulary' | 'planDocuments'

/** Title and description meta for a route's head(). */
export function pageHead(lang: Lang, namespace: PageNamespace) {
  const t = i18nFor(lang).getFixedT(lang, namespace)
  return { meta: [{ title: t('meta.title') }, { name: 'description', content: t('meta.description') }] }
}
