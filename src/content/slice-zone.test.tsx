// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Slice } from '@prismicio/client'
import { i18nFor } from '~/i18n/i18n'
import { ContentSliceZone } from './slice-zone'

const richText = {
  id: 'rich_text$1',
  slice_type: 'rich_text',
  variation: 'default',
  version: 'initial',
  primary: {
    content: [{ type: 'paragraph', text: 'Your member ID card arrives by mail.', spans: [] }],
  },
  items: [],
} as unknown as Slice
const unknown = { ...richText, id: 'mystery$1', slice_type: 'mystery_widget' } as Slice

const renderZone = (lang: 'en' | 'es') =>
  render(
    <I18nextProvider i18n={i18nFor(lang)}>
      <ContentSliceZone slices={[unknown, richText]} lang={lang} />
    </I18nextProvider>,
  )

describe('ContentSliceZone', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllEnvs()
  })

  it('renders library slices lazily and flags an unknown slice type in development', async () => {
    renderZone('en')
    expect(await screen.findByText('Your member ID card arrives by mail.')).toBeTruthy()
    expect(screen.getByRole('note').textContent).toContain(
      '“mystery_widget” section that has no component yet',
    )
  })

  it('renders nothing for an unknown slice type in production', async () => {
    vi.stubEnv('DEV', false)
    renderZone('es')
    expect(await screen.findByText('Your member ID card arrives by mail.')).toBeTruthy()
    expect(screen.queryByRole('note')).toBeNull()
  })
})
