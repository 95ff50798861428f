import { useTranslation } from 'react-i18next'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planDocuments'])

/** A list of PDF links; each title says it is a PDF. */
export function DocumentLinks({ documents }: { documents: Array<{ title: string; url: string }> }) {
  const { t } = useTranslation('planDocuments')
  return (
    <ul className="plan-docs__list">
      {documents.map((doc) => (
        <li key={doc.url}>
          <a href={doc.url}>
            {doc.title} {t('pdf')}
          </a>
        </li>
      ))}
    </ul>
  )
}
