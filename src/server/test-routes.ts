import { createServerFn } from '@tanstack/react-start'
import { config } from './config.server'

/** Test-only pages (deliberate failures) exist everywhere except in production. */
export const testRoutesEnabled = createServerFn({ method: 'GET' }).handler(() => config().SITE_ENV !== 'production')
