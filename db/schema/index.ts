// One schema for PGlite and PostgreSQL. Each feature keeps its tables in its own file here.
export * from './meta.ts'
