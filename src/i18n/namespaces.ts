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
export const NAMESPACES = Object.keys(import.meta.glob('../../locales/en-us/*.json')).map((file) => NAMESPACE.exec(file)![1]!)
