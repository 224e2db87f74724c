import { CATALOGUE } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness';

const h = useHarness();

/** Issue 15: every catalogue entry has its route (the access plugin refuses the reverse). */
describe('endpoint catalogue', () => {
  it('has a route for every entry, with the access and report key the entry declares', () => {
    const missing = CATALOGUE.filter(
      ({ endpoint }) => !h.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
    ).map((entry) => entry.name);
    expect(missing).toEqual([]);
  });

  it('names each method and path once', () => {
    const keys = CATALOGUE.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
