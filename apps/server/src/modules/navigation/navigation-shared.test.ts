import { API, type TNavigationNode } from '@kg/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Harness, useHarness, useSecondInstance } from '../../../test/harness';
import { permissions } from '../../db/schema';

/**
 * Issue 21: two app instances on one database, each with its own navigation cache in memory.
 * A write through one is in the other's very next answer (the bound is zero: the cache key
 * carries the menus' version, which the write's transaction bumps and every request reads).
 */
const h = useHarness();
const instance2 = useSecondInstance(h);
let platform: string;

const flatten = (n: TNavigationNode): TNavigationNode[] => [n, ...n.children.flatMap(flatten)];
const names = async (call: Harness['call']) =>
  flatten((await call(API.navigation.bar, undefined, platform)).json().response).map((n) => n.name);
const menuForm = (over: object = {}) => ({
  Name: '共享缓存组',
  ParentId: 0,
  Path: '',
  Icon: '',
  Sort: 60,
  ...over,
});

beforeAll(async () => {
  platform = await h.login('platform');
});

describe('the navigation tree across app instances', () => {
  it('shows a menu added, renamed and deleted through one instance in the next answer of the other', async () => {
    // Both instances have the tree cached before the write.
    expect(await names(h.call)).not.toContain('共享缓存组');
    expect(await names(instance2.call)).not.toContain('共享缓存组');

    const Id = (await h.call(API.menus.add, menuForm(), platform)).json().response.Id as number;
    expect(await names(instance2.call)).toContain('共享缓存组');

    await instance2.call(API.menus.update, menuForm({ Id, Name: '共享改名组' }), platform);
    const onFirst = await names(h.call);
    expect(onFirst).toContain('共享改名组');
    expect(onFirst).not.toContain('共享缓存组');

    expect((await h.call(API.menus.remove, { id: Id }, platform)).statusCode).toBe(200);
    expect(await names(instance2.call)).not.toContain('共享改名组');
  });

  it('shows a change written by hand in SQL (another tool, a migration) in the next answer', async () => {
    expect(await names(instance2.call)).not.toContain('手写菜单');
    const [entry] = await h.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(and(eq(permissions.parentId, 0), eq(permissions.enabled, true), eq(permissions.isButton, false)))
      .limit(1);
    await h.db.execute(sql`update permissions set name = '手写菜单' where id = ${entry!.id}`);
    expect(await names(instance2.call)).toContain('手写菜单');
  });
});
