export * from './money.ts';
export * from './dates.ts';
export * from './content.ts';
export * from './typography.ts';
