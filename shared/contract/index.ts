export * from './errors';
export * from './define';
export * from './operations';
export * from './events';
export * from './types';
export * from './client';
export * from './paths';
export * from './names';
