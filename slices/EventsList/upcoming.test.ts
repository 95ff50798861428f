import { describe, expect, it } from 'vitest'
import { todayInServiceArea, upcomingEvents } from './index'

const events = [
  { name: 'Past', date: '2026-01-21' },
  { name: 'Yesterday', date: '2026-11-22' },
  { name: 'Today', date: '2026-11-23' },
  { name: 'Undated', date: null },
  { name: 'Next year', date: '2027-01-14' },
] as const

describe('the events list date filter', () => {
  it('drops events dated before today and keeps today, later and undated events in order', () => {
    expect(upcomingEvents(events, '2026-11-23').map((event) => event.name)).toEqual([
      'Today',
      'Undated',
      'Next year',
    ])
  })

  it('lists nothing when every dated event is past', () => {
    expect(
      upcomingEvents(
        events.filter((event) => event.date),
        '2027-02-01',
      ),
    ).toEqual([])
  })

  it('reads today in Hawaii, so an event stays listed until its day ends across the service area', () => {
    // 05:00 UTC on November 24 is still the evening of November 23 in Honolulu (UTC-10) ...
    expect(todayInServiceArea(new Date('2026-11-24T05:00:00Z'))).toBe('2026-11-23')
    // ... and 10:00 UTC is midnight there.
    expect(todayInServiceArea(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-24')
  })
})
