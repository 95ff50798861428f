// @vitest-environment jsdom
import type { RichTextField } from '@prismicio/client'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ContentRichText } from './content-rich-text'

afterEach(cleanup)

const paragraph = (text: string, spans: unknown[] = []) =>
  [{ type: 'paragraph', text, spans, direction: 'ltr' }] as unknown as RichTextField

describe('editor-written rich text', () => {
  it('makes each phone number tap-to-call and keeps it and "TTY 711" on one line', () => {
    const { container } = render(
      <ContentRichText
        field={paragraph('Call Member Services at 1-800-555-0123 (TTY 711), 8am–8pm local time.')}
      />,
    )
    const link = container.querySelector('a')
    expect(link?.getAttribute('href')).toBe('tel:+18005550123')
    expect(link?.textContent).toBe('1-800-555-0123')
    expect(link?.className).toBe('phone-number')
    expect(container.querySelector('.nowrap')?.textContent).toBe('TTY 711')
    expect(container.textContent).toBe(
      'Call Member Services at 1-800-555-0123 (TTY 711), 8am–8pm local time.',
    )
  })

  it('links a TTY line that is a number, and every number in a sentence', () => {
    const { container } = render(
      <ContentRichText
        field={paragraph(
          'Call 1-800-MEDICARE (1-800-633-4227), TTY 1-877-486-2048, or us at 1-800-555-0123.',
        )}
      />,
    )
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'tel:+18006334227',
      'tel:+18774862048',
      'tel:+18005550123',
    ])
  })

  it('leaves a number inside an editor’s own link as part of that link, never a nested one', () => {
    const text = 'Broker Support: 1-800-555-0150'
    const { container } = render(
      <ContentRichText
        field={paragraph(text, [
          {
            start: 0,
            end: text.length,
            type: 'hyperlink',
            data: { link_type: 'Web', url: 'https://example.org/brokers' },
          },
        ])}
      />,
    )
    expect(container.querySelectorAll('a')).toHaveLength(1)
    expect(container.querySelector('a a')).toBeNull()
    expect(container.querySelector('a .nowrap')?.textContent).toBe('1-800-555-0150')
  })

  it('keeps a fax number whole but does not offer to call it', () => {
    const { container } = render(
      <ContentRichText
        field={paragraph(
          'Write to us, or fax it to 1-800-555-0177. Envíe un fax al 1-800-555-0178. Fax: 1-800-555-0179. Call 1-800-555-0123.',
        )}
      />,
    )
    expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      '1-800-555-0123',
    ])
    expect([...container.querySelectorAll('.nowrap')].map((span) => span.textContent)).toEqual([
      '1-800-555-0177',
      '1-800-555-0178',
      '1-800-555-0179',
    ])
  })

  it('keeps the line breaks an editor typed', () => {
    const { container } = render(<ContentRichText field={paragraph('P.O. Box 24010\nMiami, FL')} />)
    expect(container.querySelector('p')?.innerHTML).toBe('P.O. Box 24010<br>Miami, FL')
  })
})
