import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendWithRetries } from './send-with-retries'

/** A `send` that answers the given statuses in turn, noting the fake clock at each try. */
function answering(...statuses: number[]) {
  const triedAt: number[] = []
  const send = async () => {
    triedAt.push(Date.now())
    return { status: statuses[triedAt.length - 1] ?? 599 }
  }
  return { send, triedAt }
}

describe('a submission sent with the browser’s retries', () => {
  afterEach(() => vi.useRealTimers())

  it('tries a lost connection and a 5xx again after 1 s, then 2 s, and keeps a success', async () => {
    vi.useFakeTimers({ now: 0 })
    const { send, triedAt } = answering(0, 503, 201)
    const sent = sendWithRetries(send)
    await vi.runAllTimersAsync()
    expect(await sent).toEqual({ status: 201 })
    expect(triedAt).toEqual([0, 1000, 3000])
  })

  it('gives up after three tries with the last answer', async () => {
    vi.useFakeTimers({ now: 0 })
    const { send, triedAt } = answering(502, 0, 500)
    const sent = sendWithRetries(send)
    await vi.runAllTimersAsync()
    expect(await sent).toEqual({ status: 500 })
    expect(triedAt).toHaveLength(3)
  })

  it('takes a 4xx as final', async () => {
    const { send, triedAt } = answering(409, 201)
    expect(await sendWithRetries(send)).toEqual({ status: 409 })
    expect(triedAt).toHaveLength(1)
  })

  it('stops waiting when its signal aborts', async () => {
    vi.useFakeTimers({ now: 0 })
    const controller = new AbortController()
    const { send, triedAt } = answering(503, 201)
    const sent = sendWithRetries(send, controller.signal)
    const outcome = expect(sent).rejects.toThrow('left the page')
    await vi.advanceTimersByTimeAsync(500)
    controller.abort(new Error('left the page'))
    await outcome
    expect(triedAt).toHaveLength(1)
  })
})
