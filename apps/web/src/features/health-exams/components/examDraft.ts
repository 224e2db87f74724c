import '../healthExams.i18n';
import '../healthExams.css';
import {
  EXAM_FIELD_CHECKS,
  EXAM_FIELDS,
  type TExamField,
  type TExamFlag,
  type TExamSheetRow,
} from '@kg/contracts';

export type TDraft = { Time: string } & Record<TExamField, string>;
export const EMPTY: Omit<TDraft, 'Time'> = Object.fromEntries(EXAM_FIELDS.map((f) => [f, ''])) as Omit<
  TDraft,
  'Time'
>;
export const NUMBER_FIELDS: TExamField[] = [
  'Height',
  'Weight',
  'VisionLeft',
  'VisionRight',
  'Tooth',
  'Hemoglobin',
];
export const COLUMN_KEYS: Record<TExamField, string> = {
  Height: 'height',
  Weight: 'weight',
  VisionLeft: 'visionLeft',
  VisionRight: 'visionRight',
  HearingLeft: 'hearingLeft',
  HearingRight: 'hearingRight',
  Tooth: 'tooth',
  Hemoglobin: 'hemoglobin',
};
export const FLAG_COLORS: Record<TExamFlag, string> = {
  anaemia: 'red',
  caries: 'orange',
  vision: 'gold',
  hearing: 'purple',
  weightLoss: 'volcano',
};

export const draftOf = (row: TExamSheetRow, defaultDate: string): TDraft =>
  row.Exam
    ? {
        Time: row.Exam.Time,
        Height: row.Exam.Height,
        Weight: row.Exam.Weight,
        VisionLeft: row.Exam.VisionLeft,
        VisionRight: row.Exam.VisionRight,
        HearingLeft: row.Exam.HearingLeft,
        HearingRight: row.Exam.HearingRight,
        Tooth: row.Exam.Tooth,
        Hemoglobin: row.Exam.Hemoglobin,
      }
    : { Time: defaultDate, ...EMPTY };
export const isEmpty = (d: TDraft) => EXAM_FIELDS.every((f) => d[f].trim() === '');
export const sameDraft = (a: TDraft, b: TDraft) =>
  a.Time === b.Time && EXAM_FIELDS.every((f) => a[f].trim() === b[f].trim());

/** The cells of a draft that are wrong (a filled row needs height and weight). */
export function problemsOf(d: TDraft, today: string): Set<string> {
  const wrong = new Set<string>();
  if (isEmpty(d)) return wrong;
  for (const f of EXAM_FIELDS) {
    const v = d[f].trim();
    if (v !== '' && !EXAM_FIELD_CHECKS[f].valid(v)) wrong.add(f);
  }
  if (!d.Height.trim()) wrong.add('Height');
  if (!d.Weight.trim()) wrong.add('Weight');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.Time) || d.Time > today) wrong.add('Time');
  return wrong;
}
