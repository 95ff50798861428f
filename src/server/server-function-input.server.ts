import { getRequest } from '@tanstack/react-start/server'
import { defaultSerovalDeserializerPlugins } from '@tanstack/router-core/ssr/server'
import { fromJSON } from 'seroval'
import { fieldError, perimeterError, perimeterMessage, requestLang } from './api-errors.server'
import { jsonError } from './http.server'
import { badJsonField } from './request-guards'
import { validationIssues } from '~/shared/safe-errors'

/**
 * What Start would do with a server function's payload before the function runs: the `payload`
 * query parameter of a GET, or a POST's JSON body, is JSON that seroval deserializes (Start's
 * wire format). Start answers a payload that fails either step (`{}`, `[]`, `x`) with a 500, so
 * the pipeline checks it first and answers 400. Null when the payload is fine or absent.
 */
export async function malformedPayload(request: Request): Promise<Response | null> {
  let text: string | null
  if (request.method === 'GET' || request.method === 'HEAD')
    text = new URL(request.url).searchParams.get('payload')
  else if ((request.headers.get('content-type') ?? '').includes('application/json'))
    // An empty body with a JSON type is no payload Start can read (it answered 500): Start's own
    // client sends a body whenever it names the type.
    text = await request.clone().text()
  else return null
  if (text === null) return null
  if (text === '') return perimeterError(request, 400, 'invalid_request')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return perimeterError(request, 400, 'invalid_request')
  }
  const field = badJsonField(json)
  if (field !== null) return fieldError(request, 'invalid_characters', 'input')
  try {
    fromJSON(json as Parameters<typeof fromJSON>[0], { plugins: defaultSerovalDeserializerPlugins })
  } catch {
    return perimeterError(request, 400, 'invalid_request')
  }
  return null
}

/**
 * A server function's input that fails its validator is bad input: a 400 naming each field
 * (`fields: { zip: 'Invalid input…' }`), not the 200 carrying the error Start would send. Start's
 * first function middleware (src/start.ts) runs this; other errors pass on unchanged.
 */
export async function validationFailures<T>({ next }: { next: () => Promise<T> }): Promise<T> {
  try {
    return await next()
  } catch (error) {
    const issues = validationIssues(error)
    // Only a call over HTTP: a page's loader calling the function on the server keeps its error.
    const request = getRequest()
    if (!issues || !new URL(request.url).pathname.startsWith('/_serverFn/')) throw error
    const fields = Object.fromEntries(
      issues.map((issue) => [
        Array.isArray(issue.path) && issue.path.length > 0
          ? issue.path.map(String).join('.')
          : 'input',
        String(issue.message),
      ]),
    )
    throw jsonError(
      400,
      'invalid_request',
      perimeterMessage(requestLang(request), 'invalid_request'),
      { fields },
    )
  }
}
