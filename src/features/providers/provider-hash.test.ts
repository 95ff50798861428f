import { describe, expect, it } from 'vitest'
import {
  apiSearchParams,
  fieldsQueryString,
  queryFromFields,
  readHash,
  readSearch,
  writeHash,
} from './provider-hash'
import { searchNames } from './provider-search-params'

describe('provider search hash (spec 2.3 deep links)', () => {
  it('reads the spec parameters and the extra filters', () => {
    const fields = readHash(
      '#filterType=doctors&p=HMO&q=cardio&s=fl&y=2026&zip=33125&r=25&gender=female&accepting=true',
    )
    expect(queryFromFields(fields)).toMatchObject({
      category: 'doctors',
      planType: 'HMO',
      q: 'cardio',
      state: 'FL',
      year: 2026,
      zip: '33125',
      radius: 25,
      gender: 'female',
      accepting: true,
      page: 1,
    })
  })

  it('writes the five spec parameters first, then only what is set, and reads back the same query', () => {
    const query = queryFromFields(readHash('#zip=33125&language=Spanish&online=true&page=3'))!
    const hash = writeHash(query)
    expect(hash).toBe(
      '#filterType=all&p=&q=&s=&y=&zip=33125&r=10&language=Spanish&online=true&page=3',
    )
    expect(queryFromFields(readHash(hash))).toEqual(query)
  })

  it('searches the state of the spec 2.3 deep link, which has no ZIP, with its plan type and year', () => {
    const query = queryFromFields(readHash('#filterType=all&p=HMO&q=&s=FL&y=2026'))
    expect(query).toMatchObject({ category: 'all', planType: 'HMO', state: 'FL', year: 2026 })
    expect(query?.zip).toBeUndefined()
    expect(writeHash(query!)).toBe('#filterType=all&p=HMO&q=&s=FL&y=2026')
    expect(queryFromFields(readHash('#filterType=all&p=HMO&q=&s=&y=2026'))).toBeNull()
  })

  it('needs a valid ZIP but drops any other bad parameter of a stale link', () => {
    expect(queryFromFields(readHash('#filterType=all&zip=331'))).toBeNull()
    expect(queryFromFields(readHash('#filterType=robots&p=XYZ&zip=33125'))).toMatchObject({
      category: 'all',
      zip: '33125',
    })
    expect(
      queryFromFields(readHash('#filterType=robots&p=XYZ&zip=33125'))?.planType,
    ).toBeUndefined()
  })

  it('turns a query into API parameters without empty or false values', () => {
    const query = queryFromFields(readHash('#filterType=places&zip=33125&medicaid=true'))!
    expect(new URLSearchParams(apiSearchParams(query))).toEqual(
      new URLSearchParams('zip=33125&radius=10&category=places&medicaid=true&page=1'),
    )
  })
})

describe('provider search in the query string (a GET of the forms without JavaScript, decision 0024)', () => {
  it('gives the router back only the names the address sent (it writes them into the address)', () => {
    const sent = { zip: '33125', r: '10', q: '', filterType: 'all', language: 'Spanish', x: '1' }
    expect(searchNames(sent)).toEqual({
      zip: '33125',
      r: '10',
      filterType: 'all',
      language: 'Spanish',
    })
  })

  it('reads the same names as the hash, and writes them back for links', () => {
    const fields = readSearch({
      zip: '33101',
      q: 'cardiology',
      r: '25',
      filterType: 'doctors',
      accepting: 'true',
      page: '2',
      other: 'x',
    })
    expect(fields).toEqual({
      zip: '33101',
      q: 'cardiology',
      radius: '25',
      category: 'doctors',
      accepting: 'true',
      page: '2',
    })
    expect(queryFromFields(fields)).toMatchObject({
      zip: '33101',
      q: 'cardiology',
      radius: 25,
      category: 'doctors',
      accepting: true,
      page: 2,
    })
    expect(readSearch(Object.fromEntries(new URLSearchParams(fieldsQueryString(fields))))).toEqual(
      fields,
    )
  })
})
