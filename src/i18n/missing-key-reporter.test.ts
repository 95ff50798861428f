import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18nFor } from './i18n'
import { configureMissingKeyReporting, missingKeyMessage } from './missing-key-reporter'

describe('missing translation reporter (spec 7.4)', () => {
  afterEach(() => {
    configureMissingKeyReporting({ endpoint: null })
    vi.unstubAllGlobals()
  })

  it('words the report as the spec says', () => {
    expect(missingKeyMessage('es-mx', 'common', 'footer.nope')).toBe(
      'Missing es-mx translation for common:footer.nope',
    )
  })

  it('sends a missing key to the configured error-reporting endpoint, once', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    configureMissingKeyReporting({ endpoint: 'https://errors.example/report' })
    const t = i18nFor('es').t as unknown as (key: string) => string
    t('common:thisKeyDoesNotExist')
    t('common:thisKeyDoesNotExist')
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('https://errors.example/report')
    expect(JSON.parse(String(init.body))).toEqual({
      level: 'warning',
      message: 'Missing es-mx translation for common:thisKeyDoesNotExist',
    })
  })

  it('finds every interface key in both languages', () => {
    expect(i18nFor('en').t('notFound.title')).toBe('Page Not Found')
    expect(i18nFor('es').t('languageToggle.label', { language: 'English' })).toBe(
      'Cambiar el idioma a: English',
    )
  })
})
