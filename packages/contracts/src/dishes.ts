/**
 * 菜品 (issue 20): the kinds a kitchen sorts its dishes by. A dish's ingredients are raw grams
 * per child; its nutrients are computed from the food library (nutrition-calc.ts).
 */
export const DISH_KINDS = ['主食', '菜肴', '汤羹', '点心', '水果', '饮品'] as const;
export type TDishKind = (typeof DISH_KINDS)[number];
