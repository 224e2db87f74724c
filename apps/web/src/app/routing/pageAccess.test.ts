import { DISTRICT_PARENT_ID } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { navNode } from '../../test/navNode';
import { homePathFor, isForbiddenPath, mayOpen, USERS_PATH } from './pageAccess';

const page = (id: number, path: string) => navNode(path, path, { id, order: id });

const teacher = [page(1, '/indexHome'), page(2, '/GrowthRecord')];
const admin = [...teacher, page(3, USERS_PATH)];

describe('pages one may not open (issue 14 item 3)', () => {
  it('knows a page of the app missing from the tree, in any case, but not an unknown path', () => {
    expect(isForbiddenPath(teacher, '/User/Users')).toBe(true);
    expect(isForbiddenPath(teacher, '/user/users/')).toBe(true);
    expect(isForbiddenPath(admin, '/User/Users')).toBe(false);
    expect(isForbiddenPath(teacher, '/nope')).toBe(false);
    // The home page is always there, tree or not (A03).
    expect(isForbiddenPath([], '/indexHome')).toBe(false);
  });

  it('offers 用户管理 only to those whose tree has it', () => {
    expect(mayOpen(admin, USERS_PATH)).toBe(true);
    expect(mayOpen(teacher, USERS_PATH)).toBe(false);
  });

  it("sends each user to their own home: a district account's board, else the home page", () => {
    expect(homePathFor({ ParentId: DISTRICT_PARENT_ID })).toBe('/newCharts');
    expect(homePathFor({ ParentId: 0 })).toBe('/indexHome');
    expect(homePathFor(null)).toBe('/indexHome');
  });
});
