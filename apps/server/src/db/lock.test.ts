import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

describe('data directory lock (PGlite: one process at a time)', () => {
  it('refuses a second holder while the first is alive, with a clear message', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kg-lock-'));
    // A live process other than us: our parent.
    writeFileSync(path.join(dir, 'kindergrowth.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another KinderGrowth process/);
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kg-lock-'));
    writeFileSync(path.join(dir, 'kindergrowth.lock'), '999999');
    const release = acquireDataDirLock(dir);
    release();
    const again = acquireDataDirLock(dir);
    again();
  });
});
