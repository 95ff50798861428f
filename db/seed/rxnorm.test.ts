import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogue } from './drugs.ts'
import { readRxnconso } from './rxnorm-import.ts'
import { matchRxnorm, rxStrength } from './rxnorm.ts'

// A small file in RXNCONSO.RRF's format; its RXCUIs are made up for the test (X...), never served.
const FIXTURE = 'tests/fixtures/rxnorm/RXNCONSO.RRF'

describe('RxNorm importer', () => {
  it('attaches the clinical drug and dose form group the file names, by ingredient, strength and dose form', async () => {
    const codes = matchRxnorm(catalogue(), await readRxnconso(FIXTURE))
    expect(codes.get('atorvastatin')).toEqual({
      semanticDrugs: [{ code: 'X1001', display: 'atorvastatin 10 MG Oral Tablet' }],
      formGroups: [{ code: 'X1003', display: 'atorvastatin Oral Product' }],
      doseForms: [{ code: 'X1011', display: 'Oral Tablet' }],
    })
    expect(codes.get('lipitor')).toMatchObject({
      semanticDrugs: [{ code: 'X1002', display: 'atorvastatin 10 MG Oral Tablet [Lipitor]' }],
      formGroups: [{ code: 'X1004', display: 'Lipitor Oral Product' }],
    })
    expect(codes.get('rosuvastatin')?.semanticDrugs.map((c) => c.code)).toEqual(['X1008', 'X1009'])
    expect(codes.get('rosuvastatin')?.formGroups).toEqual([])
  })

  it('skips suppressed names, other sources, other languages and other term types, and guesses nothing', async () => {
    const codes = matchRxnorm(catalogue(), await readRxnconso(FIXTURE))
    expect(codes.has('crestor')).toBe(false)
    expect(codes.has('lisinopril')).toBe(false)
    const inFile = new Set(
      readFileSync(FIXTURE, 'utf8')
        .split('\n')
        .map((line) => line.split('|')[0]),
    )
    for (const { semanticDrugs, formGroups } of codes.values())
      for (const { code } of [...semanticDrugs, ...formGroups]) expect(inFile.has(code)).toBe(true)
    expect([...codes.values()].flatMap((c) => c.semanticDrugs.map((d) => d.code))).not.toContain(
      'X1005',
    )
    expect([...codes.values()].flatMap((c) => c.semanticDrugs.map((d) => d.code))).not.toContain(
      'X1006',
    )
    expect(codes.size).toBe(3)
  })

  it('writes strengths as RxNorm does', () => {
    expect(rxStrength('10 mg')).toBe('10 MG')
    expect(rxStrength('100 units/mL')).toBe('100 UNT/ML')
    expect(rxStrength('0.5 mcg')).toBe('0.5 MCG')
  })
})
