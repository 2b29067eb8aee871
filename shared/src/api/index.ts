export * from './wire';
export * from './content';
