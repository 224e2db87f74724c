import {
  BACKGROUNDS,
  backgroundUrl,
  filePath,
  GROWTH_TEMPLATE_MESSAGES as M,
  monthLabel,
  operatorText,
  PLATES,
  plateById,
  plateSlots,
  plateThumbnail,
  type TBackground,
  type TGrowthModule,
  type TGrowthTemplate,
  type TPlateOption,
  typeText,
} from '@kg/contracts';
import type { TModuleListRow, TModuleRow, TTemplateListRow } from './growth-templates.repository';

/** The width of an uploaded background's thumbnail in the picker. */
const THUMBNAIL_WIDTH = 240;

export function toTemplate(row: TTemplateListRow): TGrowthTemplate {
  return {
    id: row.id,
    Status: row.status,
    Clear: 0,
    CycleId: row.cycleId ?? 0,
    CycleName: row.cycleName ?? M.wholeYear,
    StudyYearId: row.studyYearId,
    StudyYearName: row.studyYearName,
    GradeId: row.gradeId,
    GradeName: row.gradeName,
    ModuleCount: row.moduleCount,
    OpenCount: row.openCount,
    RecordCount: row.recordCount,
    ParentId: row.parentId,
    UpdatedAt: row.updatedAt.toISOString(),
    PublishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

/** The thumbnail of a module's plate, '' when it has none (or an unknown one). */
export const plateLook = (plateId: number) => (plateById(plateId) ? plateThumbnail(plateId) : '');

/** The module's JSON content as the screens take it: a string, '' when there is none. */
export const contentText = (content: unknown) =>
  content === null || content === undefined ? '' : JSON.stringify(content);

export function toModule(row: TModuleListRow): TGrowthModule {
  const time = row.time ?? '';
  return {
    Id: row.id,
    Title: row.title,
    TypeNum: row.typeNum,
    Type: typeText(row.typeNum),
    OperatorValue: row.operator,
    Operator: operatorText(row.operator),
    OrderSort: row.orderSort,
    Time: time,
    TimeCopy: monthLabel(time),
    CycleId: row.cycleId ?? 0,
    CycleName: row.cycleName ?? '',
    Status: row.status,
    IsLook: 1,
    BackCoverImg: row.backCoverImg,
    PlateId: row.plateId,
    PlateLookImg: plateLook(row.plateId),
    RecordCount: row.recordCount,
  };
}

/** F32 */
export function toModuleImages(row: TModuleRow) {
  return {
    BackCoverImg: row.backCoverImg,
    PlateLookImg: plateLook(row.plateId),
    PlateId: row.plateId,
    TypeNum: row.typeNum,
    Title: row.title,
    Content: contentText(row.content),
  };
}

/** Points in order, grouped dimension → element in the order each first appears (F40). */
export { logSheetOf } from '../growth-observations/log-sheet';

/** The library first, then what the school uploaded (F29, F36). */
export function backgroundList(uploaded: ReadonlyArray<{ id: string; originalName: string }>): TBackground[] {
  return [
    ...BACKGROUNDS.map((b) => ({ Img: backgroundUrl(b.key), Thumbnail: backgroundUrl(b.key), Name: b.name })),
    ...uploaded.map((f) => ({
      Img: filePath(f.id),
      Thumbnail: `${filePath(f.id)}?w=${THUMBNAIL_WIDTH}`,
      Name: f.originalName,
    })),
  ];
}

export const plateList = (): TPlateOption[] =>
  PLATES.map((p) => ({ Id: p.Id, Name: p.Name, Thumbnail: plateThumbnail(p.Id), Slots: plateSlots(p.Id) }));
