import { lazy, type ComponentType } from 'react'
import { withStrings } from '~/i18n/i18n'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>

/** A lazily loaded slice component that a route loader can load ahead of rendering. */
export type PreloadableSlice = AnyComponent & { preload: () => Promise<void> }

/**
 * Like React.lazy, but once `preload()` has resolved the slice renders synchronously: a page
 * whose loader preloaded its slices paints them with its first render after navigation, with
 * no empty Suspense frame (the heading is there for the route announcer, nothing shifts).
 */
export function preloadable(load: () => Promise<{ default: AnyComponent }>): PreloadableSlice {
  let loaded: AnyComponent | undefined
  let pending: Promise<void> | undefined
  const preload = () =>
    (pending ??= load()
      .then(withStrings)
      .then((module) => void (loaded = module.default)))
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as AnyComponent })))
  const Slice = (props: object) => {
    const Component = loaded ?? Lazy
    return <Component {...props} />
  }
  return Object.assign(Slice, { preload })
}
