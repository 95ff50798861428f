import { createServerFn } from '@tanstack/react-start'
import { config } from './config.server'

/**
 * Test-only pages (deliberate failures, the lead form harness) exist only when ENABLE_TEST_PAGES=1
 * (the end-to-end suite sets it). Otherwise the server entry answers their paths 404 before any
 * route runs (decision 0012).
 */
const TEST_PAGE = /^(\/es)?\/(test-errors|test-lead-form)(\/|$)/

export const isTestPagePath = (pathname: string) => TEST_PAGE.test(pathname)

/** For routes that check in their loader too (a client-side navigation never reaches the server entry). */
export const testRoutesEnabled = createServerFn({ method: 'GET' }).handler(
  () => config().ENABLE_TEST_PAGES === '1',
)
