export * from './wire';
export * from './content';
export * from './accounts';
export * from './payments';
export * from './discovery';
