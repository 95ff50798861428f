// One autocannon run: connections cycle through the paths; figures rounded for the table.
import autocannon from 'autocannon'

export async function load(
  baseUrl,
  paths,
  { connections = 50, duration = 10, timeout = 10, headers = {} } = {},
) {
  let next = 0
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    timeout,
    headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

/**
 * A second of load first, not counted, then the run: the first request of a page renders (the
 * cache answers the rest) and the server's code is optimised by the time the figures are taken.
 */
export async function warmedLoad(baseUrl, paths, options = {}) {
  await load(baseUrl, paths, { ...options, duration: 1 })
  return load(baseUrl, paths, options)
}
