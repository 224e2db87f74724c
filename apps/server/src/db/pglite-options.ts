import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's initdb sizes shared_buffers at 160 MB, and the WASM heap holds all of it from the
 * start: about 150 MB of the server's resident memory at idle (issue 16's target is 400 MB).
 * A school's whole database is a few hundred MB and the files it reads stay in the OS page
 * cache, so a smaller buffer pool costs little (bench/api and bench/runtime measure both).
 * Given at every start, not written into the data directory's postgresql.conf. Measured with
 * the server on tsx: 579 MB idle with 160 MB, 401 MB with 32 MB, 383 MB with 16 MB.
 */
export const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
};
