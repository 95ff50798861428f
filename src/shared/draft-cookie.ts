/**
 * The cookie that holds a browser's enrollment draft without JavaScript (decision 0024). A
 * request that carries it is that browser's alone: the page cache neither answers nor keeps it.
 */
export const DRAFT_COOKIE = 'ceiba_enrollment'

/** Whether a request carries an enrollment draft. */
export const carriesDraft = (request: Request): boolean =>
  (request.headers.get('cookie') ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${DRAFT_COOKIE}=`))
