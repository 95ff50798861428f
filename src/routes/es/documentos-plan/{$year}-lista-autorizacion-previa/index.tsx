import { createFileRoute, notFound } from '@tanstack/react-router'
import { listHead, listYear } from '~/features/plan-documents/list-head'
import { ListPage } from '~/features/plan-documents/list-page'

export const Route = createFileRoute('/es/documentos-plan/{$year}-lista-autorizacion-previa/')({
  loader: ({ params }) => {
    const year = listYear(params.year)
    if (!year) throw notFound()
    return { year }
  },
  head: ({ loaderData }) => listHead('es', 'priorAuthorization', loaderData?.year),
  component: function List() {
    return <ListPage lang="es" kind="priorAuthorization" year={Route.useLoaderData().year} />
  },
})
