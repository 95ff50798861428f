// Local ESLint rules for i18next namespaces (decision 0017), read from the syntax tree.
//
// The production browser loads a feature namespace only once a module declares it with a
// top-level `needNamespaces([...])` (src/i18n/i18n.ts), and waits for what was declared only where
// code loads: a route's chunks before the page renders or hydrates (page-strings.ts), a lazily
// imported form slot or slice before it renders (`withStrings`). A module translating with a
// namespace nobody in its chunk declared would render its keys, or hydrate into different text.
//
// `declare-namespaces`
// - A module that translates with a feature namespace declares it itself, so wherever the module
//   loads (any route chunk, any lazy import) its declaration loads with it.
// - Two kinds of module translate without declaring: route files, and the modules their route
//   tables import for head() (`settings.i18nNamespaces.headModules`). Both load with the route
//   table on every page, where a declaration would load the namespace on every page (and the code
//   splitter leaves a route file's top-level statements out of its chunk), so neither declares.
//   The router runs head() after the route's chunks have loaded, so each route file is checked
//   with everything it imports: every feature namespace the route file or a head module in it
//   uses is declared by a module it imports, directly or not. A lazily loaded module is checked
//   the same way at its `import()`. (These checks read other files; with `--cache`, ESLint reads a
//   file again only when it changes. The per-module check above reads no other file.)
// - Every namespace is named by a literal (a computed one cannot be checked) and exists in
//   locales/en-us/.
// - The namespaces of `settings.i18nNamespaces.core` load with the page's language.
//
// `lazy-strings`: a dynamic import of the site's browser code (src/, slices/; not server-only
// modules, not a server function's *.functions module, which the browser reaches as fetch stubs)
// waits for the strings its module declared: `import(...).then(withStrings)`, or a loader given
// to a function named in `waiting` (`preloadable`). A function named there must itself wait:
// every call of its loader parameter is followed by `.then(withStrings)`. An import named in
// `unwaited` waits for nothing, and nothing it loads may translate with a feature namespace.

import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import tseslint from 'typescript-eslint'

const ROOT = resolve(import.meta.dirname, '..')

/** The namespace names: the English locale's file names. */
const NAMESPACES = new Set(
  readdirSync(join(ROOT, 'locales/en-us'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length)),
)

const fromRoot = (path) => relative(ROOT, path).split(sep).join('/')
const isRouteFile = (path) => fromRoot(path).startsWith('src/routes/')

/** `'x'` or `` `x` `` (no expressions): its text; otherwise undefined. */
function literalText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0].value.cooked
  return undefined
}

/** `'ns'` or `['a', 'b']` of literals: the names; otherwise undefined (not readable). */
function namespaceList(node) {
  const one = literalText(node)
  if (one !== undefined) return [one]
  if (node?.type === 'ArrayExpression') {
    const names = node.elements.map(literalText)
    return names.every((name) => name !== undefined) ? names : undefined
  }
  return undefined
}

const calleeName = (call) =>
  call.callee.type === 'Identifier'
    ? call.callee.name
    : call.callee.type === 'MemberExpression' && !call.callee.computed
      ? call.callee.property.name
      : undefined

/**
 * What a module's syntax tree says about namespaces: the ones it translates with (`useTranslation`,
 * `getFixedT`, `t('ns:key')`, an `ns` option), the ones its top-level `needNamespaces` declares,
 * its static imports, and what cannot be checked.
 */
function scan(program, visitorKeys) {
  const found = { uses: [], declares: [], imports: [], unreadable: [], unknown: [], misplaced: [] }
  const use = (node, ns) => {
    if (!NAMESPACES.has(ns)) found.unknown.push({ node, ns })
    else found.uses.push({ node, ns })
  }
  const useList = (node, list) => {
    const names = namespaceList(list)
    if (!names) found.unreadable.push(list ?? node)
    else for (const ns of names) use(node, ns)
  }
  const visit = (node, parent, grandparent) => {
    if (node.type === 'ImportDeclaration' && node.importKind !== 'type')
      found.imports.push(node.source.value)
    else if (
      (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
      node.source &&
      node.exportKind !== 'type'
    )
      found.imports.push(node.source.value)
    else if (node.type === 'CallExpression') {
      const name = calleeName(node)
      if (name === 'useTranslation') {
        if (node.arguments.length > 0) useList(node, node.arguments[0])
      } else if (name === 'getFixedT') {
        useList(node, node.arguments[1])
      } else if (name === 'needNamespaces') {
        const topLevel = parent.type === 'ExpressionStatement' && grandparent?.type === 'Program'
        if (!topLevel) found.misplaced.push(node)
        const names = node.arguments.length === 1 ? namespaceList(node.arguments[0]) : undefined
        if (!names) found.unreadable.push(node)
        else {
          for (const ns of names) if (!NAMESPACES.has(ns)) found.unknown.push({ node, ns })
          if (topLevel) found.declares.push(...names.filter((ns) => NAMESPACES.has(ns)))
        }
      } else if (name === 't' && node.arguments[0]) {
        // t('ns:key') or t(`ns:${key}`): the namespace before the first colon.
        const key = node.arguments[0]
        const text = key.type === 'TemplateLiteral' ? key.quasis[0].value.cooked : literalText(key)
        const ns = /^(\w+):/.exec(text ?? '')?.[1]
        if (ns) use(node, ns)
      }
    } else if (
      node.type === 'Property' &&
      !node.computed &&
      node.key.type === 'Identifier' &&
      node.key.name === 'ns'
    ) {
      // { ns: 'formulary' } given to t() or to i18next's options.
      const names = namespaceList(node.value)
      if (names) for (const ns of names) use(node, ns)
      else if (grandparent?.type === 'CallExpression' && calleeName(grandparent) === 't')
        found.unreadable.push(node.value)
    }
    for (const key of visitorKeys[node.type] ?? []) {
      const child = node[key]
      if (Array.isArray(child)) {
        for (const item of child) if (item) visit(item, node, parent)
      } else if (child && typeof child.type === 'string') visit(child, node, parent)
    }
  }
  visit(program, undefined, undefined)
  return found
}

function resolveImport(from, specifier) {
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
  ])
    // Only modules: a stylesheet or an asset declares nothing.
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile())
      return candidate
  return undefined
}

/**
 * Whether a module is the site's browser code (src/, slices/): not server-only code (`*.server`, src/server/,
 * src/fhir/, which Start's import protection keeps out of the browser) and not a server
 * function's module (the browser reaches it as fetch stubs, without its imports).
 */
const inBrowser = (path) => {
  const file = fromRoot(path)
  return (
    !/\.(server|functions)\.tsx?$/.test(file) &&
    !file.startsWith('src/server/') &&
    !file.startsWith('src/fhir/') &&
    (file.startsWith('src/') || file.startsWith('slices/'))
  )
}

const modules = new Map()

/** What another module's syntax tree says (parsed once per modification time). */
function readModule(path) {
  const mtime = statSync(path).mtimeMs
  const cached = modules.get(path)
  if (cached?.mtime === mtime) return cached
  // The parser reads JSX by the file's extension.
  const { ast, visitorKeys } = tseslint.parser.parseForESLint(readFileSync(path, 'utf8'), {
    filePath: path,
  })
  const found = scan(ast, visitorKeys)
  const module = {
    mtime,
    uses: found.uses.map(({ ns }) => ns),
    declares: found.declares,
    imports: found.imports.map((specifier) => resolveImport(path, specifier)).filter(Boolean),
  }
  modules.set(path, module)
  return module
}

/** A chunk: `start` (a module already read) and the browser modules it imports, transitively. */
function chunk(startPath, start) {
  const found = [{ path: startPath, module: start }]
  const seen = new Set([startPath])
  for (let i = 0; i < found.length; i++) {
    for (const next of found[i].module.imports) {
      if (seen.has(next) || !inBrowser(next)) continue
      seen.add(next)
      found.push({ path: next, module: readModule(next) })
    }
  }
  return found
}

/**
 * The feature namespaces that a module of a chunk allowed to rely on others (a route file, a head
 * module) uses and no module of the chunk declares, with the module that uses each.
 */
function undeclaredInChunk(startPath, start, mayRely, isCore) {
  const modules = chunk(startPath, start)
  const declared = new Set(modules.flatMap(({ module }) => module.declares))
  return modules.flatMap(({ path, module }) =>
    mayRely(path)
      ? module.uses.filter((ns) => !isCore(ns) && !declared.has(ns)).map((ns) => ({ path, ns }))
      : [],
  )
}

/** The rules' shared settings (eslint.config.js): `settings.i18nNamespaces`. */
function settingsOf(context) {
  const settings = context.settings.i18nNamespaces ?? {}
  const core = new Set(settings.core ?? [])
  const headModules = new Set(settings.headModules ?? [])
  return {
    isCore: (ns) => core.has(ns),
    isHeadModule: (path) => headModules.has(fromRoot(path)),
  }
}

const declareNamespaces = {
  meta: {
    type: 'problem',
    docs: { description: 'A module that translates with a feature namespace declares it' },
    schema: [],
    messages: {
      undeclared:
        "'{{ns}}' is a feature namespace: declare it at this module's top level, needNamespaces(['{{ns}}']) from ~/i18n/i18n, so it loads wherever the module does.",
      undeclaredInChunk:
        "{{where}} uses the feature namespace '{{ns}}', which no module this {{chunk}} imports declares (needNamespaces(['{{ns}}'])).",
      declareInRouteTable:
        'A route file or a head module does not declare namespaces (it loads with the route table on every page, and the code splitter leaves top-level statements out of the route chunk): declare them in the modules of the page.',
      notTopLevel:
        'needNamespaces runs once, at the top level of a module (a declaration inside a function would come too late for the page that loads the module).',
      unreadable: 'Name the namespace with a string literal, so the rule can check it is declared.',
      unknown: "'{{ns}}' is not a namespace (no locales/en-us/{{ns}}.json).",
    },
  },
  create(context) {
    const { isCore, isHeadModule } = settingsOf(context)
    const mayRely = (path) => isRouteFile(path) || isHeadModule(path)
    const filename = context.filename
    return {
      'Program:exit'(program) {
        const found = scan(program, context.sourceCode.visitorKeys)
        for (const node of found.unreadable) context.report({ node, messageId: 'unreadable' })
        for (const { node, ns } of found.unknown)
          context.report({ node, messageId: 'unknown', data: { ns } })
        for (const node of found.misplaced) context.report({ node, messageId: 'notTopLevel' })
        if (mayRely(filename)) {
          for (const statement of program.body) {
            const call = statement.type === 'ExpressionStatement' ? statement.expression : undefined
            if (call?.type === 'CallExpression' && calleeName(call) === 'needNamespaces')
              context.report({ node: call, messageId: 'declareInRouteTable' })
          }
        }
        if (isRouteFile(filename)) {
          // The route's chunk: the route file and everything it imports.
          const module = {
            uses: found.uses.map(({ ns }) => ns),
            declares: [],
            imports: found.imports.map((s) => resolveImport(filename, s)).filter(Boolean),
          }
          const missing = undeclaredInChunk(filename, module, mayRely, isCore)
          const ownMissing = new Set(
            missing.filter(({ path }) => path === filename).map(({ ns }) => ns),
          )
          for (const { node, ns } of found.uses)
            if (ownMissing.has(ns))
              context.report({
                node,
                messageId: 'undeclaredInChunk',
                data: { where: 'This route file', ns, chunk: 'route file' },
              })
          for (const { path, ns } of missing)
            if (path !== filename)
              context.report({
                node: program,
                messageId: 'undeclaredInChunk',
                data: { where: fromRoot(path), ns, chunk: 'route file' },
              })
        } else if (!isHeadModule(filename)) {
          const declared = new Set(found.declares)
          for (const { node, ns } of found.uses)
            if (!isCore(ns) && !declared.has(ns))
              context.report({ node, messageId: 'undeclared', data: { ns } })
        }
      },
      ImportExpression(node) {
        // A lazily loaded module with everything it imports: the head modules in it rely on it.
        const specifier = literalText(node.source)
        const target = specifier === undefined ? undefined : resolveImport(filename, specifier)
        if (!target || !inBrowser(target)) return
        for (const { path, ns } of undeclaredInChunk(target, readModule(target), mayRely, isCore))
          context.report({
            node,
            messageId: 'undeclaredInChunk',
            data: { where: fromRoot(path), ns, chunk: 'lazily loaded module' },
          })
      },
    }
  },
}

const lazyStrings = {
  meta: {
    type: 'problem',
    docs: { description: 'A dynamic import in browser code waits for the strings it declared' },
    schema: [
      {
        type: 'object',
        properties: {
          waiting: { type: 'array', items: { type: 'string' } },
          unwaited: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      translates:
        "'{{specifier}}' is in the rule's 'unwaited' list, but {{where}} in it translates with the feature namespace '{{ns}}': wait for it with .then(withStrings).",
      unwaited:
        "A lazily loaded module renders once its namespaces have loaded: import(...).then(withStrings), or a loader given to {{waiting}}. (A module that never translates, such as a server function's, goes in the rule's 'unwaited' list in eslint.config.js.)",
      waiterDoesNotWait:
        '{{name}} is named as waiting for the strings of what it loads (eslint.config.js): follow each call of its loader with .then(withStrings).',
    },
  },
  create(context) {
    const { isCore } = settingsOf(context)
    const waiting = context.options[0]?.waiting ?? []
    const unwaited = context.options[0]?.unwaited ?? []
    const isUnwaited = (specifier) => unwaited.includes(specifier)
    const thenWithStrings = (promise) => {
      const member = promise.parent
      const call = member?.parent
      return (
        member?.type === 'MemberExpression' &&
        member.object === promise &&
        !member.computed &&
        member.property.name === 'then' &&
        call?.type === 'CallExpression' &&
        call.callee === member &&
        call.arguments[0]?.type === 'Identifier' &&
        call.arguments[0].name === 'withStrings'
      )
    }
    // `waiter(() => import('./x'))`: an arrow whose body is the import, given to a waiting function.
    const givenToWaiter = (node) => {
      const arrow = node.parent
      const call = arrow?.parent
      return (
        arrow?.type === 'ArrowFunctionExpression' &&
        arrow.body === node &&
        call?.type === 'CallExpression' &&
        call.arguments.includes(arrow) &&
        waiting.includes(calleeName(call))
      )
    }
    const waiters = []
    const loaderCalls = new Map()
    return {
      FunctionDeclaration(node) {
        if (node.id && waiting.includes(node.id.name)) {
          waiters.push(node)
          loaderCalls.set(node, [])
        }
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier') return
        for (const waiter of waiters) {
          const loader = waiter.params[0]
          if (loader?.type === 'Identifier' && loader.name === node.callee.name)
            loaderCalls.get(waiter).push(node)
        }
      },
      'FunctionDeclaration:exit'(node) {
        if (!loaderCalls.has(node)) return
        const calls = loaderCalls.get(node)
        if (calls.length === 0 || !calls.every(thenWithStrings))
          context.report({ node, messageId: 'waiterDoesNotWait', data: { name: node.id.name } })
        waiters.splice(waiters.indexOf(node), 1)
      },
      ImportExpression(node) {
        const specifier = literalText(node.source)
        if (specifier !== undefined) {
          // A package, a server function or a module outside the site's browser code uses none of
          // its namespaces.
          const target = resolveImport(context.filename, specifier)
          if (!target || !inBrowser(target)) return
          if (isUnwaited(specifier)) {
            // Nothing it loads may translate with a feature namespace, or declare one.
            for (const { path, module } of chunk(target, readModule(target))) {
              const ns = [...module.declares, ...module.uses].find((name) => !isCore(name))
              if (ns)
                return context.report({
                  node,
                  messageId: 'translates',
                  data: { specifier, where: fromRoot(path), ns },
                })
            }
            return
          }
        }
        if (thenWithStrings(node) || givenToWaiter(node)) return
        context.report({
          node,
          messageId: 'unwaited',
          data: { waiting: waiting.join(', ') || '(none)' },
        })
      },
    }
  },
}

export default {
  meta: { name: 'i18n-namespaces' },
  rules: { 'declare-namespaces': declareNamespaces, 'lazy-strings': lazyStrings },
}
