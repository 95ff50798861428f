import { createFileRoute, notFound } from '@tanstack/react-router'
import { listHead, listYear } from '~/features/plan-documents/list-head'
import { ListPage } from '~/features/plan-documents/list-page'

export const Route = createFileRoute('/es/documentos-plan/{$year}-dme-listas/')({
  loader: ({ params }) => {
    const year = listYear(params.year)
    if (!year) throw notFound()
    return { year }
  },
  head: ({ loaderData }) => listHead('es', 'dme', loaderData?.year),
  component: function List() {
    return <ListPage lang="es" kind="dme" year={Route.useLoaderData().year} />
  },
})
