// Import boundaries of docs ARCHITECTURE "Layout", as lint rules (STYLE 5, 11, 21).
// Specifiers are resolved the way the app resolves them: relative paths, and `~/` for src/.
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const src = path.join(root, 'src')

/** The file an import names, absolute and without extension; null for a package. */
const resolveSpecifier = (importer, specifier) => {
  let target
  if (specifier.startsWith('~/')) target = path.join(src, specifier.slice(2))
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(importer), specifier)
  else return null
  return target.replace(/\.[cm]?[jt]sx?$/, '')
}

/** Every import-like node of a file with its specifier: import, export-from, import(). */
const importVisitors = (check) => ({
  ImportDeclaration: (node) => check(node, node.source.value),
  ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
  ExportAllDeclaration: (node) => check(node, node.source.value),
  ImportExpression: (node) =>
    node.source.type === 'Literal' &&
    typeof node.source.value === 'string' &&
    check(node, node.source.value),
})

const featureOf = (file) => {
  const relative = path.relative(path.join(src, 'features'), file)
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep)[0]
}

/**
 * (a) A feature stands alone: nothing under src/features/<a>/ imports from src/features/<b>/.
 * Features are wired into the app by the routes and src/form-slot-registry.ts, which sit outside
 * src/features/ and so may import any feature.
 */
const featureIsolation = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A feature does not import another feature; shared pieces live in ui/, i18n/, content/, plans/ or server/.',
    },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': move the shared piece to ui/, i18n/, content/, plans/ or server/.",
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename)
    if (!from) return {}
    return importVisitors((node, specifier) => {
      const target = resolveSpecifier(context.filename, specifier)
      const to = target && featureOf(target)
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } })
    })
  },
}

/**
 * (c) Imports flow shared -> features -> routes (STYLE 11): shared code (ui/, i18n/, content/,
 * plans/, server/, fhir/, care/, slices/) does not import a feature. The config names the files
 * that wire features in (routes, src/form-slot-registry.ts, src/server.ts) by leaving them out.
 */
const sharedIsFeatureFree = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Shared code does not import a feature; the feature imports the shared piece.',
    },
    messages: {
      sharedImportsFeature:
        "Shared code imports feature '{{to}}': move the piece it needs out of the feature (to plans/, ui/, i18n/, content/ or server/).",
    },
    schema: [],
  },
  create(context) {
    return importVisitors((node, specifier) => {
      const target = resolveSpecifier(context.filename, specifier)
      const to = target && featureOf(target)
      if (to) context.report({ node, messageId: 'sharedImportsFeature', data: { to } })
    })
  },
}

const isServerModule = (specifier, target) =>
  (target !== null && /\.server$/.test(target)) ||
  /^@tanstack\/[a-z]+-start\/server$/.test(specifier)

const calleeName = (call) =>
  call?.type === 'CallExpression' && call.callee.type === 'Identifier' ? call.callee.name : null

/** The call a method chain such as createServerFn({...}).validator(v).handler starts from. */
const chainRoot = (expression) => {
  let node = expression
  while (node.type === 'CallExpression' && node.callee.type === 'MemberExpression')
    node = node.callee.object
  while (node.type === 'MemberExpression') {
    node = node.object
    while (node.type === 'CallExpression' && node.callee.type === 'MemberExpression')
      node = node.callee.object
  }
  return node
}

/**
 * Code TanStack Start compiles out of the browser bundle, so what only it uses never reaches the
 * browser (Start's import protection checks imports after that compilation):
 * - the handler of a server function: createServerFn(...)...handler(fn);
 * - a route's server handlers: createFileRoute(path)({ server: {...} });
 * - createServerOnlyFn(fn), and the .server(fn) side of createIsomorphicFn() and createMiddleware().
 */
const isServerOnlyRegion = (node) => {
  const parent = node.parent
  if (!parent) return false
  if (parent.type === 'CallExpression' && parent.arguments.includes(node)) {
    const callee = parent.callee
    if (calleeName(parent) === 'createServerOnlyFn') return true
    if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') {
      const root = calleeName(chainRoot(callee.object))
      if (callee.property.name === 'handler' && root === 'createServerFn') return true
      if (
        callee.property.name === 'server' &&
        (root === 'createIsomorphicFn' || root === 'createMiddleware')
      )
        return true
    }
  }
  if (
    parent.type === 'Property' &&
    parent.value === node &&
    !parent.computed &&
    parent.key.type === 'Identifier' &&
    parent.key.name === 'server'
  ) {
    const object = parent.parent
    const call = object.parent
    if (
      call?.type === 'CallExpression' &&
      call.arguments[0] === object &&
      calleeName(call.callee) === 'createFileRoute'
    )
      return true
  }
  return false
}

const insideServerOnlyRegion = (node) => {
  for (let current = node; current; current = current.parent)
    if (isServerOnlyRegion(current)) return true
  return false
}

/** The module-level, unexported declaration (const x = ..., function x) a node sits in, if any. */
const moduleDeclaration = (node) => {
  for (let current = node; current.parent; current = current.parent) {
    const parent = current.parent
    if (parent.type === 'Program')
      return current.type === 'VariableDeclaration' || current.type === 'FunctionDeclaration'
        ? current
        : null
  }
  return null
}

/**
 * Whether a use of an identifier stays on the server: it sits in server-only code, or in a
 * module-level helper that is itself used only there (the bundler drops such a helper, and with it
 * the import, once Start has compiled the server code away).
 */
const staysOnServer = (sourceCode, identifier, seen = new Set()) => {
  if (insideServerOnlyRegion(identifier)) return true
  const declaration = moduleDeclaration(identifier)
  if (!declaration || seen.has(declaration)) return false
  seen.add(declaration)
  return sourceCode
    .getDeclaredVariables(declaration)
    .every((variable) =>
      variable.references.every(
        (reference) =>
          reference.init ||
          reference.isTypeReference ||
          staysOnServer(sourceCode, reference.identifier, seen),
      ),
    )
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type'))

/**
 * (b) Browser code never reaches a `*.server` module (nor @tanstack/<fw>-start/server). A file that
 * may run in the browser may import one only for types, or for bindings it uses solely inside code
 * Start keeps on the server (see isServerOnlyRegion). Server-only files are left out in the config.
 */
const noServerImportsInBrowserCode = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Browser code does not import *.server modules, except for types and inside server-only code.',
    },
    messages: {
      reachesBrowser:
        "'{{specifier}}' is server-only, and '{{name}}' is used outside a server function handler or route server handler, so it would reach the browser.",
      sideEffect:
        "'{{specifier}}' is server-only: a side-effect or re-export import of it would reach the browser.",
      dynamic:
        "'{{specifier}}' is server-only: import it dynamically only inside a server function handler or route server handler.",
    },
    schema: [],
  },
  create(context) {
    return importVisitors((node, specifier) => {
      const target = resolveSpecifier(context.filename, specifier)
      if (!isServerModule(specifier, target) || isTypeOnly(node)) return
      if (node.type === 'ImportExpression') {
        if (!insideServerOnlyRegion(node))
          context.report({ node, messageId: 'dynamic', data: { specifier } })
        return
      }
      if (node.type !== 'ImportDeclaration' || node.specifiers.length === 0) {
        context.report({ node, messageId: 'sideEffect', data: { specifier } })
        return
      }
      for (const variable of context.sourceCode.getDeclaredVariables(node)) {
        const specifierNode = variable.defs[0]?.node
        if (specifierNode?.importKind === 'type') continue
        const leak = variable.references.find(
          (reference) =>
            !reference.isTypeReference && !staysOnServer(context.sourceCode, reference.identifier),
        )
        if (leak)
          context.report({
            node: leak.identifier,
            messageId: 'reachesBrowser',
            data: { specifier, name: variable.name },
          })
      }
    })
  },
}

export default {
  meta: { name: 'boundaries' },
  rules: {
    'feature-isolation': featureIsolation,
    'shared-is-feature-free': sharedIsFeatureFree,
    'no-server-imports-in-browser-code': noServerImportsInBrowserCode,
  },
}
