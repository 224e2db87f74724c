import { describe, expect, it } from 'vitest';
import type { PermissionRow } from './navigation.repository';
import { buildTree, ROOT_ROW } from './navigation.service';

const row = (id: number, parentId: number, sort: number): PermissionRow => ({
  ...ROOT_ROW,
  id,
  parentId,
  sort,
  name: `n${id}`,
  path: `/p${id}`,
});

describe('buildTree', () => {
  it('nests by parent and orders each level by sort, then id', () => {
    const root = buildTree([row(3, 0, 2), row(1, 0, 1), row(5, 1, 1), row(4, 1, 1), row(2, 0, 1)]);
    expect(root.children.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(root.children[0]!.children.map((c) => c.id)).toEqual([4, 5]);
  });

  it('hangs an entry whose parent is missing under the root instead of dropping it', () => {
    expect(buildTree([row(7, 99, 1)]).children.map((c) => c.id)).toEqual([7]);
  });
});
