export * from './catalogue';
export * from './envelope';
export * from './search';
