/**
 * FHIR answers: every response is application/fhir+json, public and readable from any origin
 * (the directory and formulary are public by law), errors are OperationOutcomes.
 */
export const FHIR_JSON = 'application/fhir+json; charset=utf-8'

// The answer depends on Accept (JSON, or 406 for any other format): shared caches keep them apart.
const HEADERS = { 'content-type': FHIR_JSON, 'access-control-allow-origin': '*', vary: 'Accept' }

export function fhirJson(body: unknown, status = 200, maxAge = 300): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...HEADERS,
      'cache-control': status === 200 ? `public, max-age=${maxAge}` : 'no-store',
    },
  })
}

export type IssueCode =
  'invalid' | 'not-found' | 'not-supported' | 'exception' | 'processing' | 'too-costly'

/** An OperationOutcome with one error issue; `expression` names the bad parameter. */
export function outcome(
  status: number,
  code: IssueCode,
  diagnostics: string,
  expression?: string[],
  extra: Record<string, string> = {},
): Response {
  const body = {
    resourceType: 'OperationOutcome',
    issue: [{ severity: 'error', code, diagnostics, ...(expression ? { expression } : {}) }],
  }
  const response = fhirJson(body, status)
  for (const [name, value] of Object.entries(extra)) response.headers.set(name, value)
  return response
}
