import type { TEndpoint } from '../endpoint';

/** Filled in when this domain moves onto the catalogue (issue 15). */
export const growthTemplatesApi = {} satisfies Record<string, TEndpoint>;
