export * from './auth.ts';
export * from './common.ts';
export * from './users.ts';
export * from './dates.ts';
