import { describe, expect, it } from 'vitest'
import { seoOf } from './content-route'
import type { ContentResult } from './types'

const result = (data: Record<string, unknown>): ContentResult =>
  ({
    doc: { id: 'x', uid: '_plan', type: 'plan', lang: 'en-us', data },
    twin: null,
    preview: false,
  }) as unknown as ContentResult

describe('the head of a content route', () => {
  it('takes the SEO title, else the document title (plain text on plans and counties), else the brand', () => {
    expect(
      seoOf(result({ meta_title: 'Compare plans | Ceiba Health', title: 'Find a plan' }), 'en')
        .title,
    ).toBe('Compare plans | Ceiba Health')
    expect(seoOf(result({ title: 'Ceiba Core HMO (template)' }), 'en').title).toBe(
      'Ceiba Core HMO (template)',
    )
    expect(seoOf(result({}), 'es').title).toBe('Ceiba Health')
  })
})
