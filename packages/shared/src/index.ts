export * from './api';
export * from './auth';
export * from './constants';
export * from './errors';
export * from './format';
export * from './plans';
export * from './roles';
export * from './validation';
