import { LANGS, LOCALES, type Lang } from './locales'
import { CORE_NAMESPACES, type Resources, type Tree } from './namespaces'

export { NAMESPACES, CORE_NAMESPACES, type Namespace } from './namespaces'

// Strings load per language and per namespace (decision 0017): a language's core namespaces
// (common, content, slices: the site chrome and content pages) are one chunk each language, and
// every feature namespace is its own chunk each language. A page loads its language's core and the
// feature namespaces its modules declare (`await needNamespaces([...])`, see i18n.ts); the other
// language loads when a person switches (the root route's beforeLoad), never before.
const core: Record<Lang, () => Promise<{ default: Resources }>> = {
  en: () => import('./core-en'),
  es: () => import('./core-es'),
}
const features: Record<string, () => Promise<Tree>> = import.meta.glob<Tree>(
  [
    '../../locales/*/*.json',
    '!../../locales/*/common.json',
    '!../../locales/*/content.json',
    '!../../locales/*/slices.json',
  ],
  { import: 'default' },
)
const featureFile = (lang: Lang, namespace: string) =>
  `../../locales/${LOCALES[lang].code}/${namespace}.json`

const loaded: Partial<Record<Lang, Resources>> = {}
const loading = new Map<string, Promise<void>>()
const listeners = new Set<(lang: Lang, resources: Resources) => void>()

/** The strings of a language loaded so far (namespace -> tree), if any. */
export function loadedResources(lang: Lang): Resources | undefined {
  return loaded[lang]
}

function receive(lang: Lang, resources: Resources) {
  loaded[lang] = { ...loaded[lang], ...resources }
  for (const listener of listeners) listener(lang, resources)
}

/** Loads a language's core namespaces and the given feature namespaces, each once. */
export function loadNamespaces(lang: Lang, namespaces: readonly string[]): Promise<void> {
  const waits: Promise<void>[] = []
  for (const namespace of ['', ...namespaces]) {
    if (namespace !== '' && (CORE_NAMESPACES as readonly string[]).includes(namespace)) continue
    const id = `${lang}:${namespace}`
    let wait = loading.get(id)
    if (!wait) {
      if (namespace === '') wait = core[lang]().then((module) => receive(lang, module.default))
      else {
        const load = features[featureFile(lang, namespace)]
        if (!load) throw new Error(`No strings for namespace ${namespace}`)
        wait = load().then((tree) => receive(lang, { [namespace]: tree }))
      }
      // A failed chunk may be fetched again on the next navigation.
      wait.catch(() => loading.delete(id))
      loading.set(id, wait)
    }
    waits.push(wait)
  }
  return Promise.all(waits).then(() => {})
}

/**
 * Strings that arrived with the page (the router's dehydrated data, router.tsx): loaded as if
 * fetched, so the page's first hydration asks for none of its language's namespaces.
 */
export function provideStrings(lang: Lang, resources: Resources): void {
  receive(lang, resources)
  const core = new Set<string>(CORE_NAMESPACES)
  // The core namespaces load as one ('' in `loading`), the feature namespaces each by its name.
  const ids = [
    ...([...core].every((namespace) => namespace in resources) ? [''] : []),
    ...Object.keys(resources).filter((namespace) => !core.has(namespace)),
  ]
  for (const id of ids)
    if (!loading.has(`${lang}:${id}`)) loading.set(`${lang}:${id}`, Promise.resolve())
}

/** Every namespace of every language: what the server, tests and the development server hold. */
export function loadEverything(): Promise<void> {
  const all = Object.keys(features).map((file) => /\/([^/]+)\.json$/.exec(file)![1]!)
  return Promise.all(LANGS.map((lang) => loadNamespaces(lang, all))).then(() => {})
}

export function onResourcesLoaded(listener: (lang: Lang, resources: Resources) => void): void {
  listeners.add(listener)
}
