export * from './catalogue';
export * from './envelope';
