export * from './account';
export * from './catalogue';
export * from './envelope';
export * from './images';
export * from './phone';
export * from './redirect';
export * from './search';
export * from './social-auth';
