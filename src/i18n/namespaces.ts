import type { CustomTypeOptions } from 'i18next'

export type Tree = { [key: string]: string | Tree }
export type Resources = Record<string, Tree>

const NAMESPACE = /locales\/[^/]+\/([^/]+)\.json$/

/** `{ '../../locales/en-us/common.json': tree }` -> `{ common: tree }`. */
export function byNamespace(files: Record<string, Tree>): Resources {
  const out: Resources = {}
  for (const [file, tree] of Object.entries(files)) {
    const name = NAMESPACE.exec(file)?.[1]
    if (name) out[name] = tree
  }
  return out
}

/** The namespace names, read from the file names alone (nothing is loaded). */
export const NAMESPACES = Object.keys(import.meta.glob('../../locales/en-us/*.json')).map(
  (file) => NAMESPACE.exec(file)![1]!,
)

/** A namespace's name, as the English tree types them (src/i18n/i18next.d.ts). */
export type Namespace = keyof CustomTypeOptions['resources']

/**
 * The namespaces every page may use without declaring them (the site chrome, content pages and
 * slices): they load with the page's language, one chunk per language (core-en.ts, core-es.ts).
 */
export const CORE_NAMESPACES = [
  'common',
  'content',
  'slices',
] as const satisfies readonly Namespace[]
