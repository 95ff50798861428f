import type { SharedSlice } from '@prismicio/client'
import { SliceZone } from '@prismicio/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { i18nFor } from '~/i18n/i18n'
import { Part } from '~/ui/part'
import { components } from '../../../../slices'
import { sliceExamplesQuery } from './-slice-examples'

export const Route = createFileRoute('/$lang/style-guide/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(sliceExamplesQuery()),
  head: () => {
    const t = i18nFor('en').getFixedT('en', 'slices')
    return {
      meta: [
        { title: `${t('styleGuide.title')} | Ceiba Health` },
        { name: 'description', content: t('styleGuide.description') },
        { name: 'robots', content: 'noindex' },
      ],
    }
  },
  component: StyleGuide,
})

/** Every slice variation from its mocks, each under a heading naming it (English only: an editors' page). */
function StyleGuide() {
  const { t } = useTranslation('slices')
  const { data: examples } = useSuspenseQuery(sliceExamplesQuery())
  const slices = useMemo(
    () =>
      examples.map((example) => ({ ...example, slice: JSON.parse(example.json) as SharedSlice })),
    [examples],
  )
  return (
    <>
      <div className="page">
        <h1>{t('styleGuide.title')}</h1>
        <p>{t('styleGuide.intro')}</p>
        <nav aria-labelledby="style-guide-contents">
          <h2 id="style-guide-contents">{t('styleGuide.contents')}</h2>
          <ul className="link-list">
            {slices.map((example) => (
              <li key={example.anchor}>
                <a href={`#${example.anchor}`}>
                  {t('styleGuide.variation', {
                    slice: example.sliceName,
                    variation: example.variationName,
                  })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {slices.map((example) => (
        <section
          key={example.anchor}
          id={example.anchor}
          className="style-guide__entry"
          aria-labelledby={`${example.anchor}-heading`}
        >
          <h2 id={`${example.anchor}-heading`}>
            {t('styleGuide.variation', {
              slice: example.sliceName,
              variation: example.variationName,
            })}
          </h2>
          <Part>
            <SliceZone slices={[example.slice]} components={components} />
          </Part>
        </section>
      ))}
    </>
  )
}
