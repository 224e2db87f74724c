export * from './auth';
export * from './classes';
export * from './envelope';
export * from './http-messages';
export * from './navigation';
export * from './permissions';
export * from './school';
export * from './study-years';
