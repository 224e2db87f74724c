import { PresetMessageType, PresetTextType } from '@kg/contracts';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { presetTexts, schools } from '../db/schema';
import { presetTextsRepository } from '../modules/preset-texts/preset-texts.repository';

/**
 * System preset texts (文字模板, type 1) every school starts with: sentences a teacher may
 * insert into a child's growth record (成长足迹) or a theme evaluation comment and then adapt.
 * Written for this product; they speak to the child, as the records do, and name no child.
 */
export const DEFAULT_PRESET_TEXTS: Record<string, readonly string[]> = {
  [PresetMessageType.growth]: [
    '这段时间你每天早上都能笑着和爸爸妈妈说再见，还会主动向老师问好。老师看到了你一点一滴的进步，真为你高兴！',
    '区域活动时，你在建构区一搭就是好久，积木倒了也不着急，想想办法再试一次。这份专注和耐心特别珍贵。',
    '吃饭时你能自己拿好勺子，把碗里的饭菜吃得干干净净，饭后还会把小椅子轻轻推回桌下，你真是个能干的孩子。',
    '你喜欢听故事，也愿意把听到的故事讲给小伙伴听，说的话越来越完整、越来越大胆了。老师很期待听你讲下一个故事。',
    '户外活动时你跑得快、跳得高，玩滑梯时还会提醒后面的小朋友排好队，你既勇敢又懂得照顾别人。',
    '看到小伙伴哭了，你会走过去轻轻拍拍他，把自己心爱的玩具递给他。老师要为你的善良和体贴点个赞！',
    '美工活动中你大胆用色，画里有太阳、小花和你的家人，每一笔都藏着你的想法。继续用画笔讲出你的故事吧。',
    '这学期你学会了自己穿脱衣服、整理小书包，遇到困难也会说“老师，请帮帮我”，你正在一天天长大。',
    '集体活动时你能安静倾听，还常常举手说出自己的想法。如果下次声音再响亮一点，让更多小朋友听到，那就更棒了！',
    '你对身边的事物充满好奇，蚂蚁搬家、树叶变黄都能让你看上好一会儿。愿你一直保持这份探索的热情。',
    '有时你会因为想玩同一个玩具和小伙伴争起来。老师相信，等你学会商量和轮流，你会交到更多好朋友。',
    '一个学期悄悄走过，你长高了，也更懂事了。谢谢你带给老师和小伙伴那么多欢笑，新学期我们继续一起加油！',
    '亲爱的宝贝，每一次尝试都是成长，每一点进步都值得被看见。愿你在幼儿园的每一天都开心、自信、勇敢！',
  ],
  [PresetMessageType.theme]: [
    '在这次主题活动中，你积极参与讨论和操作，能用自己的方式说出发现，还和小伙伴合作完成了任务，表现得非常投入。',
    '主题活动里你认识了许多新事物，也敢于提出自己的问题，回家后还愿意和爸爸妈妈分享学到的内容，真棒！',
    '这次主题的动手操作环节，你做得特别专注，遇到困难时能坚持尝试，作品完成得认真又有创意。',
    '你能在集体面前介绍自己的作品，声音响亮、表达清楚，在这次主题活动中收获了满满的自信，继续加油！',
    '本次主题中你对观察和记录很感兴趣，能用图画记下看到的变化。接下来希望你多和同伴交流自己的发现。',
    '主题活动结束了，大家一起完成的成果里有你的一份努力。希望你把这份好奇和热情带到下一个主题里去。',
  ],
};

/** Gives a school the system preset texts (a new school's teachers have words to start from). */
export async function insertDefaultPresetTexts(db: DbOrTx, schoolId: number) {
  await presetTextsRepository(db, schoolId).insertSystem(
    Object.entries(DEFAULT_PRESET_TEXTS).flatMap(([messageType, texts]) =>
      texts.map((content) => ({ messageType, content })),
    ),
  );
}

/**
 * Gives the system preset texts to every school that has none: schools created before the texts
 * existed. System texts cannot be deleted, so a school without any never had them. Safe to run
 * at every start.
 */
export async function ensureDefaultPresetTexts(db: DbOrTx) {
  const missing = await db
    .select({ id: schools.id })
    .from(schools)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(presetTexts)
          .where(and(eq(presetTexts.schoolId, schools.id), eq(presetTexts.type, PresetTextType.system))),
      ),
    );
  for (const { id } of missing) await insertDefaultPresetTexts(db, id);
  return missing.length;
}
