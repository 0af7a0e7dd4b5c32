/** What the global setups hand to the API test files. */
declare module 'vitest' {
  interface ProvidedContext {
    /** A gzip dump of a migrated, seeded PGlite (api-pglite). */
    pgliteDumpPath: string;
    /** A migrated, seeded PostgreSQL database each test file copies (api-postgres). */
    postgresTemplateUrl: string;
  }
}
export {};
