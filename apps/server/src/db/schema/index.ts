export * from './access';
export * from './people';
export * from './school-structure';
export * from './schools';
