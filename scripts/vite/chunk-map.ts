import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

const ID = 'virtual:chunk-map'

const DECLARED = /^needNamespaces\(\[([^\]]*)\]\)/gm

/** The string namespaces a source file declares at its top level with `needNamespaces([...])` (src/i18n/i18n.ts). */
export function declaredNamespaces(id: string): string[] {
  const file = id.split('?')[0] ?? id
  if (id.startsWith('\0') || !/\.[jt]sx?$/.test(file) || file.includes('node_modules')) return []
  let source: string
  try {
    source = readFileSync(file, 'utf8')
  } catch {
    return []
  }
  return [...source.matchAll(DECLARED)].flatMap((match) =>
    [...(match[1] ?? '').matchAll(/'([^']+)'/g)].map((name) => name[1] ?? ''),
  )
}

/**
 * `virtual:chunk-map` in the server build. `chunks`: each module the browser imports lazily (a
 * slice, say), by its path from the project root, mapped to the files its chunk needs that the
 * page's entry does not already bring; the server names a page's slices' files as module preloads
 * (src/content/chunk-preloads.ts), so a phone fetches them beside the entry instead of after it has
 * run. `namespaces`: each script file mapped to the feature string namespaces its modules declare,
 * so the server knows which strings a page's route chunks will use and sends them with the page
 * (src/i18n/page-strings.ts). The client is built first (TanStack Start's build order); elsewhere
 * the map is empty.
 */
export function chunkMap(): Plugin {
  let map: { chunks: Record<string, string[]>; namespaces: Record<string, string[]> } = {
    chunks: {},
    namespaces: {},
  }
  let root = process.cwd()
  let base = '/'
  return {
    name: 'ceiba:chunk-map',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined
    },
    load(id) {
      if (id !== `\0${ID}`) return undefined
      return `export default ${JSON.stringify(this.environment.name === 'client' ? { chunks: {}, namespaces: {} } : map)}`
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file] as const] : [],
        ),
      )
      const closure = (file: string, into = new Set<string>()) => {
        if (into.has(file)) return into
        into.add(file)
        for (const imported of chunks.get(file)?.imports ?? []) closure(imported, into)
        return into
      }
      const entry = new Set(
        [...chunks.values()]
          .filter((chunk) => chunk.isEntry)
          .flatMap((chunk) => [...closure(chunk.fileName)]),
      )
      map = { chunks: {}, namespaces: {} }
      for (const chunk of chunks.values()) {
        const namespaces = [...new Set(chunk.moduleIds.flatMap(declaredNamespaces))]
        if (namespaces.length) map.namespaces[base + chunk.fileName] = namespaces
        if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue
        const files = [...closure(chunk.fileName)].filter((file) => !entry.has(file))
        map.chunks[path.relative(root, chunk.facadeModuleId).split(path.sep).join('/')] = files.map(
          (file) => base + file,
        )
      }
    },
  }
}
