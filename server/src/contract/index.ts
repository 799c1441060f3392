export * from './catalogue';
export * from './envelope';
export * from './search';
export * from './images';
