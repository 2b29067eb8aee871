export * from './limits';
export * from './messages';
export * from './validation';
export * from './passwordStrength';
export * from './reports';
export * from './standingNotices';
export * from './places';
export * from './scamKinds';
