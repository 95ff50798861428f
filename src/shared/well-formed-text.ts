/** A lone surrogate: half of a UTF-16 pair without its other half (JSON's `\ud800` escape can carry one). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Text is well-formed UTF-16 (String.prototype.isWellFormed, which the project's TypeScript lib
 * and older browsers lack). Ill-formed text cannot become UTF-8: PostgreSQL would store U+FFFD
 * and the enrollment cipher would fail, so forms and endpoints refuse it as bad input.
 */
export const isWellFormedText = (text: string): boolean => !LONE_SURROGATE.test(text)
