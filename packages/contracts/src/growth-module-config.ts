import { z } from 'zod';
import { ZLogSheet } from './growth-observations';
import {
  EXERCISE_IMAGES_MAX,
  EXERCISE_SECTIONS_MAX,
  GROWTH_TEMPLATE_MESSAGES,
  SECTION_STANDARD_MAX,
  SECTION_TITLE_MAX,
  SECTION_UNIT_MAX,
} from './growth-templates';

/**
 * A module's configuration (screen 9, F29-F46): the link it opens with, the save, the
 * background and plate choices, its preview and the content of types 7 and 8.
 */

/** F08: the escaped JSON /configuration opens with. */
export const ZConfigurationInfo = z.object({
  type: z.coerce.number().int().min(1).max(13),
  title: z.string().default(''),
  id: z.coerce.number().int().min(1),
  TypeText: z.string().default(''),
  tempId: z.coerce.number().int().min(1),
  status: z.coerce.number().int().default(0),
});
export type TConfigurationInfo = z.infer<typeof ZConfigurationInfo>;

/** F29 cover form and F37 configuration save: content is a JSON string (type 7 and 8). */
export const ZSaveModuleRequest = z.object({
  id: z.number().int().min(1),
  plateId: z.number().int().min(0).max(13, GROWTH_TEMPLATE_MESSAGES.plateInvalid).default(0),
  backCoverImg: z.string().trim().max(300).default(''),
  content: z.string().max(100_000).default(''),
});
export type TSaveModuleRequest = z.infer<typeof ZSaveModuleRequest>;

/** A background or cover of the library or uploaded by the school (F29, F36). */
export const ZBackground = z.object({ Img: z.string(), Thumbnail: z.string(), Name: z.string() });
export type TBackground = z.infer<typeof ZBackground>;
export const ZPlateOption = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Thumbnail: z.string(),
  Slots: z.number().int(),
});
export type TPlateOption = z.infer<typeof ZPlateOption>;

/** F37: the configuration screen's load. */
export const ZModuleConfig = z.object({
  Id: z.number().int(),
  TempId: z.number().int(),
  TypeNum: z.number().int(),
  Title: z.string(),
  BackCoverImg: z.string(),
  PlateId: z.number().int(),
  /** JSON string: exercise sections (7) or medical items (8); '' otherwise */
  Content: z.string(),
  TemplateStatus: z.number().int(),
  RecordCount: z.number().int(),
});
export type TModuleConfig = z.infer<typeof ZModuleConfig>;

/** F32 */
export const ZModuleImages = z.object({
  BackCoverImg: z.string(),
  PlateLookImg: z.string(),
  PlateId: z.number().int(),
  TypeNum: z.number().int(),
  Title: z.string(),
  Content: z.string(),
});
export const ZCatalogueEntry = z.object({
  Title: z.string(),
  Page: z.number().int(),
  TypeNum: z.number().int(),
});
export type TCatalogueEntry = z.infer<typeof ZCatalogueEntry>;
/** F32: a term observation page (type 4): term, log sheet and the three writing boxes. */
export const ZCycleWriteCycle = z.object({
  Title: z.string(),
  CycleName: z.string(),
  LogSheet: ZLogSheet,
  CycleWrites: z.array(z.object({ Title: z.string(), Desc: z.string() })),
});
/** F32: a monthly observation page (type 5): month and log sheet. */
export const ZCycleWrite = z.object({ Title: z.string(), TimeCopy: z.string(), LogSheet: ZLogSheet });

// ── Type 7 and 8 content ───────────────────────────────────────────────────────────

export const ZExerciseSection = z.object({
  title: z.string().trim().max(SECTION_TITLE_MAX),
  imageArr: z.array(z.object({ url: z.string().max(300) })).max(EXERCISE_IMAGES_MAX),
  standardValues: z.string().trim().max(SECTION_STANDARD_MAX),
  unit: z.string().trim().max(SECTION_UNIT_MAX),
});
export type TExerciseSection = z.infer<typeof ZExerciseSection>;
export const ZExerciseContent = z.array(ZExerciseSection).min(1).max(EXERCISE_SECTIONS_MAX);

export const MedicalTopic = { input: 'input', radio: 'radio', child: 'child' } as const;
/** F45: answerList values */
export const MedicalAnswer = { normal: 1, abnormal: 0 } as const;
export type TMedicalItem = {
  title: string;
  isOpen: boolean;
  /** the physical-exam field it is filled from (G33) */
  type: string;
  topicType: 'input' | 'radio' | 'child';
  unit: string;
  answerList: Array<{ label: string; value: number }>;
  children?: TMedicalItem[];
};
const ZMedicalLeaf = z.object({
  title: z.string().trim().min(1).max(20),
  isOpen: z.boolean(),
  type: z.string().max(30),
  topicType: z.enum(['input', 'radio', 'child']),
  unit: z.string().max(10),
  answerList: z.array(z.object({ label: z.string().max(10), value: z.number().int().min(0).max(1) })).max(4),
});
export const ZMedicalItem: z.ZodType<TMedicalItem> = ZMedicalLeaf.extend({
  children: z.array(ZMedicalLeaf).max(4).optional(),
});
export const ZMedicalContent = z.array(ZMedicalItem).min(1).max(20);
