import { Permission } from '../permissions';
import { REPORT_ROUTES } from '../reports';
import { ADMIN, DOCTOR, KITCHEN, standaloneReport, type TManifestEntry } from './entry';

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
  {
    kind: 'page',
    key: 'meal-foods',
    parent: 'meals',
    name: '食材库',
    path: '/Meals/Foods',
    icon: 'AppleOutlined',
    sort: 1,
    permission: Permission.mealRead,
    roles: [ADMIN, KITCHEN, DOCTOR],
    buttons: [
      {
        key: 'edit',
        name: '维护食材',
        sort: 1,
        func: 'handleFoodEdit',
        permission: Permission.foodManage,
        roles: [ADMIN, KITCHEN],
      },
    ],
  },
  {
    kind: 'page',
    key: 'meal-standards',
    parent: 'meals',
    name: '营养标准',
    path: '/Meals/Standards',
    icon: 'ProfileOutlined',
    sort: 2,
    permission: Permission.mealRead,
    roles: [ADMIN, KITCHEN, DOCTOR],
    buttons: [
      {
        key: 'edit',
        name: '维护营养标准',
        sort: 1,
        func: 'handleStandardEdit',
        permission: Permission.nutritionStandardManage,
        roles: [ADMIN, DOCTOR],
      },
    ],
  },
  // 膳食营养分析 (screen 20, K01-K07): pick a period, open the A4 report, download its PDF.
  {
    kind: 'page',
    key: 'meal-report',
    parent: 'meals',
    name: '膳食营养分析',
    path: '/Meals/Report',
    icon: 'PieChartOutlined',
    sort: 5,
    permission: Permission.dietaryReportRead,
    roles: [ADMIN, KITCHEN, DOCTOR],
  },
  standaloneReport({
    key: 'dietary-report',
    parent: 'meal-report',
    name: '膳食营养分析报告',
    path: REPORT_ROUTES.dietaryReport,
    sort: 1,
    roles: [ADMIN, KITCHEN, DOCTOR],
  }),
  {
    kind: 'page',
    key: 'meal-dishes',
    parent: 'meals',
    name: '菜品',
    path: '/Meals/Dishes',
    icon: 'ShopOutlined',
    sort: 3,
    permission: Permission.mealRead,
    roles: [ADMIN, KITCHEN, DOCTOR],
    buttons: [
      {
        key: 'edit',
        name: '维护菜品',
        sort: 1,
        func: 'handleDishEdit',
        permission: Permission.foodManage,
        roles: [ADMIN, KITCHEN],
      },
    ],
  },
  {
    kind: 'page',
    key: 'meal-menus',
    parent: 'meals',
    name: '带量食谱',
    path: '/Meals/Menus',
    icon: 'CalendarOutlined',
    sort: 4,
    permission: Permission.mealRead,
    roles: [ADMIN, KITCHEN, DOCTOR],
    buttons: [
      {
        key: 'edit',
        name: '编排食谱',
        sort: 1,
        func: 'handleMenuEdit',
        permission: Permission.mealMenuManage,
        roles: [ADMIN, KITCHEN],
      },
    ],
  },
  {
    ...standaloneReport({
      key: 'meal-menus.print',
      parent: 'meal-menus',
      name: '带量食谱打印',
      path: REPORT_ROUTES.weeklyMenu,
      sort: 9,
    }),
    // The kitchen prints it for the parents; the doctor reads the menus too.
    roles: [ADMIN, KITCHEN, DOCTOR],
  },
] as const satisfies readonly TManifestEntry[];
