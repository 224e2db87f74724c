export * from './access';
export * from './evaluation';
export * from './files';
export * from './growth';
export * from './pdf';
export * from './people';
export * from './school-structure';
export * from './schools';
