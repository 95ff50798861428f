import { Fragment, options, type ComponentChildren, type VNode } from 'preact'

/**
 * The site renders with Preact through its React API (`preact/compat`, decision 0016). These
 * hooks make Preact write the HTML React would, and hydrate the document React would.
 */

// React-only props that Preact would otherwise write into the HTML as attributes: the router's
// head tags carry `suppressHydrationWarning` and stylesheets React 19's `precedence`.
const REACT_ONLY_PROPS = ['suppressHydrationWarning', 'precedence'] as const

let documentRootAsFragment = false

const previous = options.vnode
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string' && vnode.props) {
    const props = vnode.props as Record<string, unknown>
    for (const name of REACT_ONLY_PROPS) if (name in props) delete props[name]
    // React writes spellCheck={false} as spellcheck="false"; Preact drops a false attribute.
    if (props.spellCheck === false) {
      delete props.spellCheck
      props.spellcheck = 'false'
    }
    // Preact renders into a document's <html> element, not the document, so the shell's <html>
    // stands there as a fragment: its <head> and <body> hydrate the document's own. Its `lang`
    // is kept by an effect in the root route (routes/__root.tsx).
    if (documentRootAsFragment && vnode.type === 'html') {
      vnode.type = Fragment as unknown as string
      vnode.props = { children: props.children as ComponentChildren }
    }
  }
  previous?.(vnode)
}

/**
 * In the browser: the app's root <html> element hydrates as the document's own (see above).
 * Re-renders run as Preact runs them, in a microtask, so what a click or a key changed is on the
 * screen before the next event is handled. A component that suspends on a promise the router
 * settles in a later task (a client-only route loading) would re-render in a microtask loop that
 * never lets that task run: past 25 re-renders in one task, the next wait for a task of their own.
 */
export function hydrateIntoDocument() {
  documentRootAsFragment = true
  const MAX_RENDERS_PER_TASK = 25
  const channel = new MessageChannel()
  const deferred: (() => void)[] = []
  let renders = 0
  let taskEndMarked = false
  channel.port1.onmessage = () => {
    taskEndMarked = false
    renders = 0
    deferred.splice(0).forEach((run) => run())
  }
  options.debounceRendering = (run) => {
    if (!taskEndMarked) {
      taskEndMarked = true
      channel.port2.postMessage(null)
    }
    if (++renders <= MAX_RENDERS_PER_TASK) queueMicrotask(run)
    else deferred.push(run)
  }
}
