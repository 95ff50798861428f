import { Asset, Scripts, useRouter, useTags, type RouterManagedTag } from '@tanstack/react-router'
// The router's own body-script helpers (a dependency of @tanstack/react-router), so the server
// HTML holds exactly what <Scripts /> would render, bar the entry script.
import { composeSsrBodyScripts, getSsrBodyScriptParts } from '@tanstack/router-core'

/**
 * The page paints before any JavaScript is fetched (issue 17: LCP equals FCP). The server HTML is
 * the final picture; hydration changes nothing visible, so the scripts need not compete with the
 * HTML and CSS for the first paint. A phone on a slow network gives the stylesheet all of its
 * bandwidth, and Lighthouse, which counts every request that ends before the largest paint as a
 * cause of that paint (it cannot tell a module script from a render-blocking one), sees the
 * largest paint where it happens: at the first.
 *
 * So the router's head tags go out without their module preloads (`HeadTags`), and on the server
 * the application's entry script is replaced by a small inline script (`BodyScripts`) that adds
 * those preloads and the entry once the first contentful paint is reported. The DOM it leaves is
 * the one the router's own `<Scripts />` leaves (the entry script at the end of the body), which
 * the browser then hydrates with `<Scripts />` as usual.
 */
export function HeadTags() {
  const tags = useTags().filter((tag) => !isModulePreload(tag))
  const nonce = useRouter().options.ssr?.nonce
  return tags.map((tag) => <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />)
}

/** `<Scripts />`, with the entry script loaded after the first contentful paint (see above). */
export function BodyScripts() {
  const router = useRouter()
  const preloads = useTags().filter(isModulePreload)
  if (!router.isServer) return <Scripts />
  const nonce = router.options.ssr?.nonce
  const [routeScripts, manifestScripts] = getSsrBodyScriptParts(router.stores.matches.get(), router.ssr?.manifest, nonce, {
    suppressHydrationWarning: true,
  })
  // Each entry script stands in the HTML without its source (an empty module that runs nothing:
  // journeys still see a page that will hydrate); the loader after them swaps in the real one.
  const scripts = manifestScripts.map((script) => {
    const { src, ...attrs } = script.attrs ?? {}
    return typeof src === 'string' ? { tag: 'script', attrs: { ...attrs, 'data-src': src }, children: '' } : script
  }) satisfies RouterManagedTag[]
  const loader: RouterManagedTag = {
    tag: 'script',
    attrs: { nonce },
    children: `(${loadAfterFirstPaint})(${json(preloads.map((link) => link.attrs?.href))})`,
  }
  const tags = composeSsrBodyScripts([routeScripts, [...scripts, loader]], router.serverSsr?.takeInitialHydrationScriptTags())
  return tags.map((tag, index) => <Asset {...tag} key={`tsr-scripts-${tag.tag}-${index}`} />)
}

const isModulePreload = (tag: RouterManagedTag) => tag.tag === 'link' && tag.attrs?.rel === 'modulepreload'
/** JSON that cannot end the inline script it sits in. */
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * Runs in the browser as an inline script after the entry placeholders (self-contained: it is
 * sent as its source text). Removes itself. At the first contentful paint it adds the module
 * preloads and puts each real entry script where its placeholder stood, so hydration finds the
 * DOM `<Scripts />` renders. It starts at once when the page is hidden (nothing to paint), on the
 * next frame when the browser does not report paints, and after 3 s whatever happens.
 */
function loadAfterFirstPaint(preloads: string[]) {
  const current = document.currentScript as HTMLScriptElement
  const nonce = current.nonce
  current.remove()
  let started = false
  function start() {
    if (started) return
    started = true
    for (const placeholder of document.querySelectorAll<HTMLScriptElement>('script[data-src]')) {
      const script = document.createElement('script')
      for (const { name, value } of placeholder.attributes) if (name !== 'data-src') script.setAttribute(name, value)
      script.nonce = nonce
      script.src = placeholder.dataset.src ?? ''
      placeholder.replaceWith(script)
    }
    // A few preloads a task: starting a request costs the browser about a millisecond (several
    // on a phone), and the entry's own imports are on their way meanwhile.
    const queue = [...preloads]
    const preloadSome = () => {
      const links = document.createDocumentFragment()
      for (const href of queue.splice(0, 4)) {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.href = href
        link.nonce = nonce
        links.appendChild(link)
      }
      document.head.appendChild(links)
      if (queue.length) setTimeout(preloadSome)
    }
    preloadSome()
  }
  if (document.visibilityState === 'hidden') start()
  else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      start()
    }).observe({ type: 'paint', buffered: true })
  } else requestAnimationFrame(() => setTimeout(start))
  setTimeout(start, 3000)
}
