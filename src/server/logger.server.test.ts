import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { consoleWords, createLogger, routeConsoleToLogger } from './logger.server'

const original = { ...console }
afterEach(() => Object.assign(console, original))

describe('console lines', () => {
  it('keep their words, never a value', () => {
    expect(consoleWords('Functional page has no published document')).toBe(
      'Functional page has no published document',
    )
    expect(consoleWords("Error in route /enroll-LOGPROBE2/: 'x'")).toBe('Error in route …')
    expect(consoleWords('No match for "LOGPROBE" at 12345')).toBe('No match for … at …')
  })

  it('reach the JSON log with their level, words and error class, never their other arguments', () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    process.env.LOG_LEVEL = 'debug'
    const logger = createLogger(sink)
    delete process.env.LOG_LEVEL
    routeConsoleToLogger(logger)
    console.warn('Functional page has no published document', { key: 'page/en/enroll-LOGPROBE2' })
    console.error(new TypeError('Invalid URL /LOGPROBE'))
    console.log('plain')
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(logged.map(({ level, code, msg }) => ({ level, code, msg }))).toEqual([
      { level: 40, code: 'console', msg: 'Functional page has no published document' },
      { level: 50, code: 'console', msg: 'console' },
      { level: 30, code: 'console', msg: 'plain' },
    ])
    expect(logged[1]!.err).toEqual({ name: 'TypeError' })
    expect(lines.join('')).not.toContain('LOGPROBE')
  })
})
