/**
 * The instance's state for a load balancer (`GET /healthz`, decision 0020): starting until the
 * reference data has loaded, ready, then draining once asked to stop. Ready answers 200
 * `{"status":"ok","database":true,"referenceData":true}` while a database check succeeded within
 * the last 5 s, else 503.
 *
 * The check runs in the background at most once a second and an answer uses its latest result:
 * under load a check queued behind a full connection pool must not make every instance look down
 * at once. When that result is older than 5 s (an idle instance nobody asked for a while, or the
 * first call) the answer waits for the check it starts, up to 1.5 s (a load balancer allows 2),
 * instead of answering 503 from a stale result: a balancer that checks every 30 s sees the truth.
 */
export type HealthState = 'starting' | 'ready' | 'draining'

export function createHealth({
  databaseReachable,
  freshMs = 5000,
  everyMs = 1000,
  waitMs = 1500,
  details,
}: {
  /** Whether the database answers a trivial query within the given milliseconds. */
  databaseReachable: (ms: number) => Promise<boolean>
  /** More for operators in the answer (the outbox's figures), never deciding its status. */
  details?: () => Record<string, unknown>
  freshMs?: number
  everyMs?: number
  waitMs?: number
}) {
  let state: HealthState = 'starting'
  let okAt = 0
  let checking: Promise<void> | null = null
  const check = () =>
    (checking ??= databaseReachable(freshMs)
      .then((ok) => {
        if (ok) okAt = Date.now()
      })
      .finally(() => (checking = null)))

  return {
    get state() {
      return state
    },
    set state(next: HealthState) {
      state = next
    },
    async answer(): Promise<Response> {
      if (state === 'ready' && Date.now() - okAt > everyMs) {
        const running = check()
        if (Date.now() - okAt >= freshMs) {
          let timer: ReturnType<typeof setTimeout> | undefined
          await Promise.race([running, new Promise((done) => (timer = setTimeout(done, waitMs)))])
          clearTimeout(timer)
        }
      }
      const database = state === 'ready' && Date.now() - okAt < freshMs
      const status = state === 'ready' ? (database ? 'ok' : 'unavailable') : state
      return new Response(
        JSON.stringify({ status, database, referenceData: state !== 'starting', ...details?.() }),
        {
          status: status === 'ok' ? 200 : 503,
          headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
        },
      )
    },
  }
}
