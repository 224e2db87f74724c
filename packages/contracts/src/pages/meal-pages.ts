import { ADMIN, DOCTOR, KITCHEN, type TManifestEntry } from './entry';

/**
 * 膳食管理 (issue 20): the kitchen's and the administrators' area (food library, nutrition
 * standards, dishes, weekly menus, the dietary report); the health doctor reads it.
 */
export const MEAL_PAGES = [
  {
    kind: 'group',
    key: 'meals',
    name: '膳食管理',
    icon: 'CoffeeOutlined',
    sort: 40,
    roles: [ADMIN, KITCHEN, DOCTOR],
  },
] as const satisfies readonly TManifestEntry[];
