import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { slugSchema } from '~/plans/plans-input'
import { getDb } from '~/server/db.server'
import { enrollmentPlanBySlug } from './service-area.server'

/** The plan an application is for, with its service area's ZIP codes; null for an unknown slug. */
export const getEnrollmentPlan = createServerFn({ method: 'GET' })
  .validator(z.object({ slug: slugSchema }))
  .handler(async ({ data }) => enrollmentPlanBySlug(data.slug, await getDb()))
