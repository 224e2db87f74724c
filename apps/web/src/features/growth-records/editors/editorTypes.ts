import type { TRecordDetail } from '@kg/contracts';
import type { TAnswer } from '../recordAnswers';

/** What every record editor gets: the answer it edits and the record around it. */
export type TEditorProps<A extends TAnswer = TAnswer> = {
  answer: A;
  onChange: (next: A) => void;
  ctx: TEditorContext;
};

export type TEditorContext = {
  detail: TRecordDetail;
  studentId: number;
  studentName: string;
  tempId: number;
  teacherId: number;
  disabled: boolean;
};
