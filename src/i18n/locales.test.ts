import { describe, expect, it } from 'vitest'
import { langFromCode, langFromPath, otherLang } from './locales'

describe('langFromPath (spec 2.1)', () => {
  it.each([
    ['/es', 'es'],
    ['/es/', 'es'],
    ['/es/encontrar-un-plan/', 'es'],
    ['/', 'en'],
    ['/find-a-plan/', 'en'],
    ['/espanol/', 'en'],
    ['/est/', 'en'],
    ['/resources/es/', 'en'],
    ['', 'en'],
  ])('%s is %s', (path, lang) => {
    expect(langFromPath(path)).toBe(lang)
  })

  it('maps locale codes and flips languages', () => {
    expect(langFromCode('es-mx')).toBe('es')
    expect(langFromCode('EN-US')).toBe('en')
    expect(langFromCode('fr-fr')).toBeUndefined()
    expect(otherLang('en')).toBe('es')
  })
})
