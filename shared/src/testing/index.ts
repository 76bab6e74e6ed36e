export * from './property.ts';
