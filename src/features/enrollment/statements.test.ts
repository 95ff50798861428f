import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { STATEMENTS_VERSION } from './statements'

type Tree = { [key: string]: string | Tree }
const locale = (code: 'en-us' | 'es-mx') =>
  JSON.parse(readFileSync(`locales/${code}/enrollment.json`, 'utf8')) as Tree
const EN = locale('en-us')
const ES = locale('es-mx')
const pick = (tree: Tree, path: string) =>
  path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, tree) as string
const both = (path: string) => [pick(EN, path), pick(ES, path)] as const
const all = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : all(value)))

/**
 * The texts of each version of the signing statements, by a sha-256 of both languages' `statements`
 * (git history keeps each version's words). A changed statement needs a new STATEMENTS_VERSION,
 * or an application would be stored as having been shown words it was not.
 */
const SHOWN: Record<string, string> = {
  '2026-12-mmcm-ch2-ex1': '120e3ef5853a19393433ff8d26e8fc1a6449b05ab98d9aad06c24fef8092bb1c',
}

describe('the signing statements stored with each application', () => {
  it('has a version for the texts shown today', () => {
    const texts = JSON.stringify({ en: EN.statements, es: ES.statements })
    expect(createHash('sha256').update(texts).digest('hex')).toBe(SHOWN[STATEMENTS_VERSION])
  })
})

/**
 * The model individual enrollment form's elements (Medicare Managed Care Manual, chapter 2,
 * exhibit 1, 2025-2026), in both languages, so none can go missing; and the statements corrected
 * under current rules, so none can come back.
 */
describe('the model enrollment form’s statements, in both languages', () => {
  it.each([
    [
      'statements.contract',
      /contract with the federal government/,
      /contrato con el gobierno federal/,
    ],
    ['statements.contract', /keep my Medicare Parts A and B/, /conservar la Parte A y la Parte B/],
    ['statements.wholeYear', /generally for the entire year/, /por lo general, para todo el año/],
    ['statements.appeals', /right to appeal/, /derecho a apelar/],
    [
      'statements.network',
      /emergency or urgently needed services or out-of-area dialysis/,
      /emergencia o de urgencia, o los servicios de diálisis fuera del área/,
    ],
    [
      'statements.networkPpo',
      /emergency or urgently needed services or out-of-area dialysis/,
      /emergencia o de urgencia, o los servicios de diálisis fuera del área/,
    ],
    [
      'statements.networkNoAuthorization',
      /Without authorization, neither Medicare nor/,
      /Sin autorización, ni Medicare ni/,
    ],
    [
      'statements.release',
      /release my information to Medicare/,
      /divulgará mi información a Medicare/,
    ],
    [
      'statements.accuracy',
      /intentionally provide false information/,
      /información falsa a propósito/,
    ],
    [
      'statements.signatureMeans',
      /authorized under State law[^]*available upon request by Medicare/,
      /autorizada según las leyes estatales[^]*si Medicare la pide/,
    ],
    [
      'statements.privacy',
      /Sections 1851 and 1860D-1 of the Social Security Act[^]*09-70-0588/,
      /secciones 1851 y 1860D-1 de la Ley del Seguro Social[^]*09-70-0588/,
    ],
    ['statements.employer', /employer or union/, /empleador o sindicato/],
    [
      'notices.irmaa',
      /Don’t pay \{\{planName\}\} the Part D-IRMAA/,
      /No le pague a \{\{planName\}\} el Part D-IRMAA/,
    ],
    ['notices.extraHelp', /1-800-772-1213[^]*1-800-325-0778/, /1-800-772-1213[^]*1-800-325-0778/],
    [
      'notices.extraHelpPremium',
      /Medicare will pay all or part of your plan premium/,
      /Medicare pagará toda la prima de su plan o parte de ella/,
    ],
    [
      'notices.specialPeriods',
      /you certify that[^]*may be disenrolled/,
      /usted certifica que[^]*cancelar su inscripción/,
    ],
  ] as const)('%s says %s', (path, en, es) => {
    const [english, spanish] = both(path)
    expect(english).toMatch(en)
    expect(spanish).toMatch(es)
  })

  it('labels the field Sex, as the form does', () => {
    expect(both('fields.gender')).toEqual(['Sex', 'Sexo'])
  })

  it('names the SEP a change in Medicaid, not in Medicare', () => {
    const [en, es] = both('fields.changeMedicareCoverage')
    expect(en).toMatch(/^I recently had a change in my Medicaid \(/)
    expect(es).toMatch(/^Tuve recientemente un cambio en mi Medicaid \(/)
  })

  it('counts disasters declared by a federal, state or local government, not FEMA’s only', () => {
    const [en, es] = both('fields.eligibleNaturalDisaster')
    expect(en).toMatch(/declared by a federal, state or local government/)
    expect(es).toMatch(/declarado por el gobierno federal, estatal o local/)
    for (const text of [...all(EN), ...all(ES)]) expect(text).not.toMatch(/FEMA/)
  })

  it('says the dual / Extra Help SEP alone now leads only to Original Medicare and a drug plan (CMS-4205-F)', () => {
    const [en, es] = both('fields.bothMedicareMedicaid')
    expect(en).toMatch(/only to Original Medicare with a stand-alone drug plan/)
    expect(es).toMatch(/únicamente a Medicare Original con un plan de medicamentos independiente/)
  })

  it('never says ESRD bars enrollment, and says the answer does not affect eligibility', () => {
    for (const text of [...all(EN), ...all(ES)])
      expect(text).not.toMatch(/can't join|can’t join|cannot join|no puede inscribirse/i)
    expect(both('hints.hasESRD')[0]).toMatch(/does not affect your eligibility/)
    expect(both('hints.hasESRD')[1]).toMatch(/no afecta su elegibilidad/)
  })

  it('drops the old one-paragraph attestation the statements replace', () => {
    expect((EN.notices as Tree).attestation).toBeUndefined()
    expect((ES.notices as Tree).attestation).toBeUndefined()
  })
})
