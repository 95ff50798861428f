import { createFileRoute } from '@tanstack/react-router'
import { listHead } from '~/features/plan-documents/list-head'
import { DirectoryPage } from '~/features/plan-documents/list-page'
import { servedStatesQuery } from '~/features/plan-documents/plan-documents-queries'

export const Route = createFileRoute('/es/documentos-plan/directorio-proveedores-y-farmacias/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(servedStatesQuery()),
  head: () => listHead('es', 'directory'),
  component: () => <DirectoryPage lang="es" />,
})
