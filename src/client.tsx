import { hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { hydrateIntoDocument } from './ui/preact-options'

// The router is hydrated before the first render: Start's own entry suspends the root on it,
// which Preact, with no Suspense boundary above the root, would throw.
hydrateIntoDocument()
void hydrateStart().then((router) => hydrateRoot(document, <RouterProvider router={router} />))
