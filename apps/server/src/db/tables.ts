// Every table, for drizzle's relational queries. Each area keeps its tables in its own schema-<area>.ts.
export * from './schema';
export * from './schema-api-keys';
export * from './schema-datasets';
export * from './schema-traces';
export * from './schema-extraction-rules';
