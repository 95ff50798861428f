import type { Lang } from './locales'

type Tree = { [key: string]: string | Tree }
type Resources = Record<string, Tree>

// Both languages are bundled and preloaded (spec 2.1): a language switch never waits on a fetch.
const files = import.meta.glob<Tree>('../../locales/*/*.json', { eager: true, import: 'default' })

function load(code: string): Resources {
  const out: Resources = {}
  for (const [file, tree] of Object.entries(files)) {
    const found = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file)
    if (found && found[1] === code && found[2]) out[found[2]] = tree
  }
  return out
}

export const RESOURCES: Record<Lang, Resources> = { en: load('en-us'), es: load('es-mx') }
export const NAMESPACES = Object.keys(RESOURCES.en)
