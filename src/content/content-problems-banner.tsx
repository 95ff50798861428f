import { useTranslation } from 'react-i18next'
import type { ContentProblem } from './types'

/**
 * Development only (the server sends problems only then): the content files the embedded
 * repository could not serve, each with its file, line and what is wrong, so an editor who saved
 * a broken file sees it on the page they are looking at. The rest of the site keeps serving.
 */
export function ContentProblemsBanner({ problems }: { problems: readonly ContentProblem[] }) {
  const { t } = useTranslation('content')
  return (
    <section
      className="preview-banner content-problems"
      aria-labelledby="content-problems-title"
      role="alert"
    >
      <p id="content-problems-title">
        <strong>{t('problems.title', { count: problems.length })}</strong>{' '}
        <span>{t('problems.hint')}</span>
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.file}:${problem.line}`}>
            <code>
              {problem.file}:{problem.line}:{problem.column}
            </code>{' '}
            {problem.message}. {t(problem.kept ? 'problems.kept' : 'problems.leftOut')}
          </li>
        ))}
      </ul>
    </section>
  )
}
