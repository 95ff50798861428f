import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CORE_NAMESPACES, NAMESPACES } from './namespaces'

// The production browser loads a feature namespace only once a module declares it with a
// top-level `needNamespaces([...])` (i18n.ts), and waits for the declared strings only where code
// loads: a route's chunks before the page renders or hydrates (page-strings.ts), a lazy form slot
// or slice before it renders (withStrings). A module translating with a namespace nobody in its
// chunk declared would render its keys, or hydrate into different text.
//
// This test reads every browser module under src/ and slices/ and checks, for each place code
// loads (a route file with everything it imports, or a lazily imported module with everything it
// imports), that every feature namespace its modules translate with is declared by one of them.
// Core namespaces (common, content, slices) load with the page's language. The one thing taken on
// trust is the router: it loads a route's chunks before its head() runs, so a route file's head
// may use what its component's imports declare.

const ROOT = resolve(__dirname, '../..')
const DIRS = ['src', 'slices']

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name === 'testing' ? [] : files(path)
    return /\.tsx?$/.test(name) && !/\.(test|spec|d)\.tsx?$/.test(name) && !name.endsWith('.gen.ts')
      ? [path]
      : []
  })
}

/** Server-only modules never reach the browser, and the server holds every namespace. */
const serverOnly = (path: string) =>
  /\.server\.tsx?$/.test(path) || path.includes('/src/server/') || path.includes('/src/fhir/')

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('~/')
    ? join(ROOT, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined
  if (!base) return undefined
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

const names = (list: string) => [...list.matchAll(/['"](\w+)['"]/g)].map((match) => match[1]!)

type Module = {
  path: string
  imports: string[]
  uses: Set<string>
  declares: Set<string>
  unreadable: string[]
}

function read(path: string): Module {
  const source = readFileSync(path, 'utf8')
  const imports = [
    ...source.matchAll(
      /^(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm,
    ),
  ]
    .map((match) => resolveImport(path, (match[1] ?? match[2])!))
    .filter((file): file is string => !!file)
  const uses = new Set<string>()
  const unreadable: string[] = []
  for (const match of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const args = match[1]!.trim()
    if (!args) uses.add('common')
    else if (/^(['"]\w+['"]|\[[^\]]*\])/.test(args))
      names(
        args.split(',')[0]!.startsWith('[')
          ? args.slice(0, args.indexOf(']') + 1)
          : args.split(',')[0]!,
      ).forEach((ns) => uses.add(ns))
    else unreadable.push(match[0])
  }
  for (const match of source.matchAll(/getFixedT\(([^)]*)\)/g)) {
    const ns = /,\s*(['"]\w+['"]|\[[^\]]*\])/.exec(match[1]!)
    if (ns) names(ns[1]!).forEach((name) => uses.add(name))
    else unreadable.push(match[0])
  }
  if (/i18nFor\([^)]*\)\.t\(/.test(source)) uses.add('common')
  for (const match of source.matchAll(/\bt\(\s*['"`](\w+):/g)) uses.add(match[1]!)
  for (const match of source.matchAll(/\bns:\s*(['"]\w+['"]|\[[^\]]*\])/g))
    names(match[1]!).forEach((ns) => uses.add(ns))
  const declares = new Set<string>()
  for (const match of source.matchAll(/^needNamespaces\(\[([^\]]*)\]\)/gm))
    names(match[1]!).forEach((ns) => declares.add(ns))
  return { path, imports, uses, declares, unreadable }
}

const modules = new Map(
  DIRS.flatMap((dir) => files(join(ROOT, dir))).map((path) => [path, read(path)]),
)
const importers = new Map<string, string[]>()
for (const module of modules.values()) {
  for (const target of module.imports)
    importers.set(target, [...(importers.get(target) ?? []), module.path])
}

function closure(path: string, seen = new Set<string>()): Set<string> {
  if (seen.has(path)) return seen
  seen.add(path)
  for (const target of modules.get(path)?.imports ?? []) closure(target, seen)
  return seen
}

const rel = (path: string) => relative(ROOT, path)
const isCore = (namespace: string) => (CORE_NAMESPACES as readonly string[]).includes(namespace)
const featureUses = (path: string) =>
  serverOnly(path) ? [] : [...(modules.get(path)?.uses ?? [])].filter((ns) => !isCore(ns))

// Where code loads: every route file, and every module a browser module imports lazily.
const routeFiles = [...modules.keys()].filter(
  (path) => rel(path).startsWith('src/routes/') && path.endsWith('.tsx'),
)
const lazyImports = [...modules.values()]
  .filter((module) => !serverOnly(module.path))
  .flatMap((module) =>
    [...readFileSync(module.path, 'utf8').matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)]
      .map((match) => resolveImport(module.path, match[1]!))
      .filter((target): target is string => !!target && modules.has(target))
      .map((target) => ({ from: module.path, target })),
  )
// The lazy imports that wait for their strings before rendering (withStrings).
const WAITING = ['src/form-slot-registry.ts', 'slices/index.ts']

describe('every namespace a module translates with is loaded before it renders (decision 0017)', () => {
  it('reads modules and finds the namespace uses it knows', () => {
    expect(modules.size).toBeGreaterThan(100)
    expect([...modules.values()].filter((module) => module.uses.size > 0).length).toBeGreaterThan(
      80,
    )
    expect(routeFiles.length).toBeGreaterThan(20)
    expect(lazyImports.filter(({ from }) => WAITING.includes(rel(from))).length).toBeGreaterThan(20)
  })

  it('reads every namespace argument (a computed one cannot be checked)', () => {
    const unreadable = [...modules.values()].flatMap((module) =>
      module.unreadable.map((use) => `${rel(module.path)}: ${use}`),
    )
    expect(unreadable).toEqual([])
  })

  it('names only existing namespaces', () => {
    const unknown = [...modules.values()].flatMap((module) =>
      [...module.uses, ...module.declares]
        .filter((ns) => !NAMESPACES.includes(ns))
        .map((ns) => `${rel(module.path)}: ${ns}`),
    )
    expect(unknown).toEqual([])
  })

  it('declares no namespace in a route file (the code splitter leaves top-level statements out of the route chunk)', () => {
    const inRoutes = [...modules.values()].filter(
      (module) => module.declares.size > 0 && rel(module.path).startsWith('src/routes/'),
    )
    expect(inRoutes.map((module) => rel(module.path))).toEqual([])
  })

  it('waits for the strings of every lazily loaded form slot and slice', () => {
    const registry = readFileSync(join(ROOT, 'src/form-slot-registry.ts'), 'utf8')
    expect(registry.match(/import\([^)]*\)\s*\.then\(withStrings\)/g)?.length).toBe(
      registry.match(/import\(/g)?.length,
    )
    expect(readFileSync(join(ROOT, 'src/content/preloadable-slice.tsx'), 'utf8')).toMatch(
      /load\(\)\s*\.then\(withStrings\)/,
    )
  })

  it('declares every feature namespace a route or lazily loaded module uses, in its own code', () => {
    const entries = [
      ...routeFiles.map((path) => ({ path, label: rel(path) })),
      ...lazyImports.map(({ from, target }) => ({
        path: target,
        label: `${rel(target)} (lazy from ${rel(from)})`,
        waits: WAITING.includes(rel(from)),
      })),
    ]
    const missing = entries.flatMap(
      ({ path, label, waits }: { path: string; label: string; waits?: boolean }) => {
        const code = [...closure(path)]
        const declared = new Set(code.flatMap((file) => [...(modules.get(file)?.declares ?? [])]))
        return code.flatMap((file) =>
          featureUses(file)
            .filter((ns) => !declared.has(ns) || waits === false)
            .map(
              (ns) =>
                `${label}: ${rel(file)} uses ${ns}${waits === false ? ' in a lazy import nothing waits for' : ''}`,
            ),
        )
      },
    )
    expect([...new Set(missing)]).toEqual([])
  })

  it('checks every module that uses a feature namespace (each is part of a route or lazy import)', () => {
    const reached = new Set(
      [...routeFiles, ...lazyImports.map(({ target }) => target)].flatMap((path) => [
        ...closure(path),
      ]),
    )
    const unreached = [...modules.keys()]
      .filter((path) => featureUses(path).length > 0 && !reached.has(path))
      .map(rel)
    expect(unreached).toEqual([])
  })
})
