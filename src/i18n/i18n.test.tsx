// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { i18nFor } from './i18n'
import { loadedResources, provideStrings } from './resources'

afterEach(cleanup)

/** A piece of the site chrome: it translates with `common` and counts its renders. */
function SkipLink({ renders }: { renders: { count: number } }) {
  const { t } = useTranslation('common')
  renders.count++
  return <a href="#main">{t('skipToContent')}</a>
}

function renderChrome() {
  const renders = { count: 0 }
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <SkipLink renders={renders} />
    </I18nextProvider>,
  )
  return renders
}

describe('strings that arrive while a page is open', () => {
  it('render nothing again when no component on the page translates with them', () => {
    // The finder's health questions, loaded ahead while a person types a ZIP on the home page.
    const renders = renderChrome()
    const before = renders.count
    act(() => provideStrings('en', { care: loadedResources('en')!.care! }))
    expect(renders.count).toBe(before)
    expect(i18nFor('en').t('care:list.heading')).toBe('My care list')
  })

  it('render again the components that translate with them, which then show them', () => {
    const common = loadedResources('en')!.common!
    const renders = renderChrome()
    const before = renders.count
    try {
      act(() => provideStrings('en', { common: { ...common, skipToContent: 'Skip to the page' } }))
      expect(renders.count).toBeGreaterThan(before)
      expect(screen.getByRole('link').textContent).toBe('Skip to the page')
    } finally {
      act(() => provideStrings('en', { common }))
    }
  })
})
