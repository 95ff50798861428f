import type { Lang } from './locales'
import type { Resources } from './namespaces'

export { NAMESPACES } from './namespaces'

// Each language is its own chunk (issue 17): a page loads its own language's strings, not both.
// The other language loads when a person switches (the root loader waits for it), never before.
const bundles: Record<Lang, () => Promise<{ default: Resources }>> = {
  en: () => import('./bundle-en'),
  es: () => import('./bundle-es'),
}

const loaded: Partial<Record<Lang, Resources>> = {}
const listeners = new Set<(lang: Lang, resources: Resources) => void>()

/** A language's strings if they have loaded. */
export function loadedResources(lang: Lang): Resources | undefined {
  return loaded[lang]
}

/** Loads a language's strings once; instances created earlier receive them (see i18n.ts). */
export async function loadResources(lang: Lang): Promise<Resources> {
  const existing = loaded[lang]
  if (existing) return existing
  const resources = (await bundles[lang]()).default
  if (!loaded[lang]) {
    loaded[lang] = resources
    for (const listener of listeners) listener(lang, resources)
  }
  return resources
}

export function onResourcesLoaded(listener: (lang: Lang, resources: Resources) => void): void {
  listeners.add(listener)
}
