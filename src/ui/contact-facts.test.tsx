// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { telHref } from './call-bar'
import { contactFacts, hoursToday, PhoneText } from './contact-facts'

afterEach(cleanup)

const root = {
  phone: '1-800-555-7777',
  directChannelPhone: '1-800-555-8888',
  tty: '9',
  chrome: {
    today: '2026-05-04',
    nav: [],
    footer: { groups: [], disclaimer: [] },
    settings: {
      phone: '1-800-555-0123',
      tty: '711',
      hours: {
        everyDay: 'every day',
        weekdaysAndSeason: 'weekdays and the season',
        weekdaysSaturday: 'weekdays and Saturday',
      },
    },
  },
} as never

describe('one set of contact facts', () => {
  it('reads the settings document first, the server configuration for what it leaves empty', () => {
    const facts = contactFacts(root)
    expect(facts.phone).toBe('1-800-555-0123')
    expect(facts.tty).toBe('711')
    expect(facts.directChannelPhone).toBe('1-800-555-8888')
  })

  it("gives each line the call bar's hours statement for the day", () => {
    const facts = contactFacts(root)
    expect(hoursToday(facts, 'default')).toBe('weekdays and the season')
    expect(hoursToday(facts, 'direct')).toBe('weekdays and Saturday')
    expect(hoursToday({ ...facts, today: '2026-12-01' }, 'direct')).toBe('every day')
  })

  it('dials a short code as written and a US number with its country code', () => {
    expect(telHref('1-800-555-0123')).toBe('tel:+18005550123')
    expect(telHref('305-555-0101')).toBe('tel:+13055550101')
    expect(telHref('711')).toBe('tel:711')
  })

  it('makes each phone number in a sentence a tap-to-call link that does not wrap', () => {
    const { container } = render(
      <p>
        <PhoneText
          text="Call us at 1-800-555-0123 (TTY 711) to check on your application."
          phones={['1-800-555-0123']}
          tty="711"
        />
      </p>,
    )
    const link = container.querySelector('a')
    expect(link?.getAttribute('href')).toBe('tel:+18005550123')
    expect(link?.textContent).toBe('1-800-555-0123')
    expect(link?.className).toBe('phone-number')
    expect(container.querySelector('.nowrap')?.textContent).toBe('TTY 711')
    expect(container.textContent).toBe(
      'Call us at 1-800-555-0123 (TTY 711) to check on your application.',
    )
  })

  it('links a TTY line that is a whole number, and keeps it on one line', () => {
    const { container } = render(
      <p>
        <PhoneText
          text="Call 1-800-555-0123 (TTY 1-877-486-2048)."
          phones={['1-800-555-0123']}
          tty="1-877-486-2048"
        />
      </p>,
    )
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'tel:+18005550123',
      'tel:+18774862048',
    ])
    expect(container.querySelector('.nowrap')?.textContent).toBe('TTY 1-877-486-2048')
    expect(container.textContent).toBe('Call 1-800-555-0123 (TTY 1-877-486-2048).')
  })
})
