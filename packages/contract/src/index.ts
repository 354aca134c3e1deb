export * from './constants.ts';
export * from './common.ts';
export * from './managers.ts';
export * from './employees.ts';
export * from './phone-app.ts';
export * from './tasks.ts';
