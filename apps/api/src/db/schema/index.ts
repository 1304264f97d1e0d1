/**
 * The database schema (one drizzle schema, split by area). Everything is re-exported here, so
 * `import … from '…/db/schema'` and drizzle-kit (drizzle.config.ts) see one module.
 */
export * from './platform';
export * from './users';
export * from './stations';
export * from './audit';
export * from './prices';
export * from './readings';
export * from './inventory';
export * from './alerts';
export * from './jobs';
export * from './creditors';
export * from './cash-reports';
export * from './onboarding';
export * from './reconciliation';
export * from './reports';
export * from './contact';
export * from './wet-stock';
