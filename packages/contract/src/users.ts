// The users contract, split by concern (docs/decisions/012); this file keeps `./users.ts` imports working.
export * from './profile-dates.ts';
export * from './profile-update.ts';
export * from './users-limits.ts';
export * from './users-list.ts';
export * from './users-profile.ts';
