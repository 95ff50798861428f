import type { FieldErrors } from './schema'

/**
 * The problems the error summary lists: one per field and kind of problem. A date with its month
 * and day empty is one problem ("fill out this field"), linked to the first empty part, though
 * each empty part is marked invalid; a mistyped year beside them is a second problem.
 */
export function summaryProblems(
  errors: FieldErrors,
): Array<[path: string, key: FieldErrors[string]]> {
  const seen = new Set<string>()
  return Object.entries(errors).filter(([path, key]) => {
    const problem = `${path.split('.')[0]}:${key}`
    if (seen.has(problem)) return false
    seen.add(problem)
    return true
  })
}
