import { hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { endHydration, startHydration } from './ui/in-turn'
import { hydrateIntoDocument } from './ui/preact-options'
import { yieldToMain } from './ui/yield'

// The router is hydrated before the first render: Start's own entry suspends the root on it,
// which Preact, with no Suspense boundary above the root, would throw. The scripts' evaluation,
// the router's hydration and the render each run in a task of their own, and the parts in
// <InTurn> hydrate in theirs (ui/in-turn.tsx).
hydrateIntoDocument()
void yieldToMain()
  .then(hydrateStart)
  .then(async (router) => {
    await yieldToMain()
    router.subscribe('onBeforeNavigate', endHydration)
    startHydration()
    hydrateRoot(document, <RouterProvider router={router} />)
  })
