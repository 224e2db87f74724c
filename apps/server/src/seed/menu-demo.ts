import type { TDishKind } from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { dishes, dishIngredients, foods, menuItems, schools, weeklyMenus } from '../db/schema';
import { addDays, schoolToday } from '../lib/dates';

type TDemoDish = { name: string; kind: TDishKind; foods: [string, number][] };

/**
 * The demo kitchen's dishes (issue 20): raw grams per child, as a kindergarten's 带量食谱 prints
 * them, for children of 3-6 on 三餐两点. Food names are the composition table's (aliases taken
 * off) and the demo school's own seasonings (food-demo.ts).
 */
export const DEMO_DISHES: TDemoDish[] = [
  { name: '米饭', kind: '主食', foods: [['稻米（代表值）', 55]] },
  {
    name: '二米饭',
    kind: '主食',
    foods: [
      ['稻米（代表值）', 40],
      ['小米', 12],
    ],
  },
  { name: '馒头', kind: '主食', foods: [['小麦粉（代表值）', 40]] },
  {
    name: '小米南瓜粥',
    kind: '主食',
    foods: [
      ['小米', 15],
      ['南瓜（鲜）', 20],
    ],
  },
  {
    name: '牛奶燕麦粥',
    kind: '主食',
    foods: [
      ['燕麦', 15],
      ['纯牛奶（代表值，全脂）', 100],
    ],
  },
  {
    name: '青菜肉丝面',
    kind: '主食',
    foods: [
      ['面条（生，代表值）', 50],
      ['猪肉（瘦）', 15],
      ['小白菜', 40],
      ['花生油', 3],
      ['食盐', 0.5],
    ],
  },
  {
    name: '肉末菜包',
    kind: '点心',
    foods: [
      ['小麦粉（代表值）', 35],
      ['猪肉（瘦）', 15],
      ['小白菜', 20],
      ['花生油', 3],
    ],
  },
  {
    name: '花卷',
    kind: '点心',
    foods: [
      ['小麦粉（代表值）', 35],
      ['花生油', 3],
    ],
  },
  {
    name: '鸡蛋饼',
    kind: '点心',
    foods: [
      ['小麦粉（代表值）', 30],
      ['鸡蛋（代表值）', 30],
      ['花生油', 4],
    ],
  },
  {
    name: '南瓜发糕',
    kind: '点心',
    foods: [
      ['小麦粉（代表值）', 25],
      ['南瓜（鲜）', 15],
      ['白砂糖', 3],
    ],
  },
  { name: '蒸红薯', kind: '点心', foods: [['甘薯（红心）', 60]] },
  { name: '煮鸡蛋', kind: '菜肴', foods: [['鸡蛋（代表值）', 50]] },
  {
    name: '土豆烧鸡块',
    kind: '菜肴',
    foods: [
      ['鸡腿', 45],
      ['马铃薯', 40],
      ['花生油', 5],
      ['酱油（生抽）', 2],
    ],
  },
  {
    name: '清炒西兰花',
    kind: '菜肴',
    foods: [
      ['西兰花', 60],
      ['胡萝卜', 10],
      ['花生油', 5],
      ['食盐', 0.5],
    ],
  },
  {
    name: '清蒸鲈鱼',
    kind: '菜肴',
    foods: [
      ['鲈鱼', 50],
      ['花生油', 3],
      ['酱油（生抽）', 2],
    ],
  },
  {
    name: '香菇青菜',
    kind: '菜肴',
    foods: [
      ['小白菜', 60],
      ['香菇（鲜）', 10],
      ['花生油', 5],
      ['食盐', 0.5],
    ],
  },
  {
    name: '番茄炒蛋',
    kind: '菜肴',
    foods: [
      ['番茄', 60],
      ['鸡蛋（代表值）', 35],
      ['花生油', 5],
      ['白砂糖', 2],
      ['食盐', 0.4],
    ],
  },
  {
    name: '虾仁豆腐',
    kind: '菜肴',
    foods: [
      ['豆腐（代表值）', 40],
      ['海虾', 25],
      ['花生油', 4],
      ['食盐', 0.4],
    ],
  },
  {
    name: '胡萝卜炒猪肝',
    kind: '菜肴',
    foods: [
      ['猪肝', 10],
      ['胡萝卜', 40],
      ['猪肉（瘦）', 10],
      ['花生油', 4],
    ],
  },
  {
    name: '牛肉炖萝卜',
    kind: '菜肴',
    foods: [
      ['牛肉（代表值，瘦，fat 3g）', 35],
      ['白萝卜（鲜）', 50],
      ['花生油', 3],
      ['酱油（生抽）', 2],
    ],
  },
  {
    name: '芹菜香干',
    kind: '菜肴',
    foods: [
      ['芹菜茎', 50],
      ['豆腐干（代表值）', 20],
      ['花生油', 4],
    ],
  },
  {
    name: '紫菜蛋花汤',
    kind: '汤羹',
    foods: [
      ['紫菜（干）', 2],
      ['鸡蛋（代表值）', 10],
      ['食盐', 0.3],
    ],
  },
  {
    name: '冬瓜排骨汤',
    kind: '汤羹',
    foods: [
      ['冬瓜', 40],
      ['猪小排（杜长大猪）', 20],
      ['食盐', 0.3],
    ],
  },
  { name: '苹果', kind: '水果', foods: [['苹果（代表值）', 120]] },
  { name: '香蕉', kind: '水果', foods: [['香蕉', 120]] },
  { name: '橙子', kind: '水果', foods: [['橙', 120]] },
  { name: '纯牛奶', kind: '饮品', foods: [['纯牛奶（代表值，全脂）', 200]] },
  { name: '酸奶', kind: '饮品', foods: [['酸奶（代表值，全脂）', 100]] },
  { name: '豆浆', kind: '饮品', foods: [['豆浆', 150]] },
];

/** Five days of meals, rotated week by week so no two weeks repeat a weekday. */
const DAY_PLANS: Record<string, string[]>[] = [
  {
    早餐: ['小米南瓜粥', '肉末菜包'],
    早点: ['纯牛奶'],
    午餐: ['米饭', '土豆烧鸡块', '清炒西兰花', '紫菜蛋花汤'],
    午点: ['苹果', '蒸红薯'],
    晚餐: ['青菜肉丝面'],
  },
  {
    早餐: ['牛奶燕麦粥', '煮鸡蛋', '花卷'],
    早点: ['纯牛奶'],
    午餐: ['米饭', '清蒸鲈鱼', '香菇青菜', '冬瓜排骨汤'],
    午点: ['香蕉', '酸奶'],
    晚餐: ['二米饭', '芹菜香干'],
  },
  {
    早餐: ['豆浆', '鸡蛋饼'],
    早点: ['纯牛奶'],
    午餐: ['米饭', '胡萝卜炒猪肝', '虾仁豆腐', '紫菜蛋花汤'],
    午点: ['橙子', '蒸红薯'],
    晚餐: ['馒头', '番茄炒蛋'],
  },
  {
    早餐: ['小米南瓜粥', '煮鸡蛋', '花卷'],
    早点: ['酸奶'],
    午餐: ['二米饭', '牛肉炖萝卜', '清炒西兰花', '冬瓜排骨汤'],
    午点: ['苹果', '南瓜发糕'],
    晚餐: ['青菜肉丝面'],
  },
  {
    早餐: ['牛奶燕麦粥', '肉末菜包'],
    早点: ['纯牛奶'],
    午餐: ['米饭', '清蒸鲈鱼', '番茄炒蛋', '冬瓜排骨汤'],
    午点: ['香蕉', '蒸红薯'],
    晚餐: ['馒头', '土豆烧鸡块'],
  },
];

/** Weeks the demo holds: this week and the three before it, all published. */
export const MENU_DEMO_WEEKS = 4;

/** The Monday of the week holding `day` (ISO days, Monday first as Chinese calendars print). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * Four weeks of 带量食谱 for the demo school (issue 20): the dishes above and, for this week
 * and the three before it, Monday to Friday, all five meals, published by the kitchen's 周师傅
 * with each item's portions snapshotted, so the dietary report of the last month is full.
 */
export async function seedDemoMenus(db: DbOrTx, v: { schoolId: number; publishedBy?: string }) {
  const [school] = await db
    .select({ timeZone: schools.timeZone })
    .from(schools)
    .where(eq(schools.id, v.schoolId));
  if (!school) return 0;
  const foodRows = await db
    .select({ id: foods.id, name: foods.name })
    .from(foods)
    .where(and(eq(foods.schoolId, v.schoolId), eq(foods.retired, false)));
  const foodId = new Map(foodRows.map((f) => [f.name, f.id]));
  const idOf = (name: string) => {
    const id = foodId.get(name);
    if (!id) throw new Error(`menu demo: the food library has no ${name}`);
    return id;
  };

  const dishRows = await db
    .insert(dishes)
    .values(DEMO_DISHES.map((d) => ({ schoolId: v.schoolId, name: d.name, kind: d.kind })))
    .returning({ id: dishes.id, name: dishes.name });
  const dishId = new Map(dishRows.map((d) => [d.name, d.id]));
  const portionsOf = new Map(
    DEMO_DISHES.map((d) => [d.name, d.foods.map(([food, grams]) => ({ foodId: idOf(food), grams }))]),
  );
  await db
    .insert(dishIngredients)
    .values(
      DEMO_DISHES.flatMap((d) =>
        portionsOf
          .get(d.name)!
          .map((p, sort) => ({ dishId: dishId.get(d.name)!, foodId: p.foodId, grams: p.grams, sort })),
      ),
    );

  const thisMonday = mondayOf(schoolToday(school.timeZone));
  const items: (typeof menuItems.$inferInsert)[] = [];
  for (let week = 0; week < MENU_DEMO_WEEKS; week++) {
    const weekStart = addDays(thisMonday, -7 * (MENU_DEMO_WEEKS - 1 - week));
    const [menu] = await db
      .insert(weeklyMenus)
      .values({
        schoolId: v.schoolId,
        weekStart,
        status: 'published',
        publishedAt: new Date(`${addDays(weekStart, -3)}T08:00:00Z`),
        publishedByName: v.publishedBy ?? '周师傅',
      })
      .returning({ id: weeklyMenus.id });
    for (let weekday = 0; weekday < 5; weekday++) {
      const plan = DAY_PLANS[(weekday + week) % DAY_PLANS.length]!;
      for (const [meal, names] of Object.entries(plan))
        for (const [sort, name] of names.entries())
          items.push({
            menuId: menu!.id,
            day: addDays(weekStart, weekday),
            meal,
            dishId: dishId.get(name)!,
            sort,
            portions: portionsOf.get(name)!,
          });
    }
  }
  await db.insert(menuItems).values(items);
  return items.length;
}
