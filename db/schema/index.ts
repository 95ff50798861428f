// One schema for PGlite and PostgreSQL. Each feature keeps its tables in its own file here.
export * from './meta.ts'
export * from './plans.ts'
export * from './directory.ts'
export * from './leads.ts'
export * from './formulary.ts'
export * from './enrollments.ts'
export * from './security.ts'
export * from './outbox.ts'
