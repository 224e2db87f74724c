import type { TRecordDetail } from '@kg/contracts';
import type { TAnswer } from '../recordAnswers';

/**
 * What every editor gets: the answer it edits and the context around it. Editors that need
 * nothing of a growth record (the table and the rating table, shared with the process
 * evaluation's dialogs) ask only for the base context.
 */
export type TEditorProps<A = TAnswer, C extends TEditorBaseContext = TEditorContext> = {
  answer: A;
  onChange: (next: A) => void;
  ctx: C;
};

/** What any screen that reuses an editor gives it. */
export type TEditorBaseContext = {
  disabled: boolean;
};

/** A growth record's editor context (screens 10 and 18). */
export type TEditorContext = TEditorBaseContext & {
  detail: TRecordDetail;
  studentId: number;
  studentName: string;
  tempId: number;
  teacherId: number;
};

/** The table editor's context: suggestions for its 内容 field (the process question bank, H26). */
export type TTableEditorContext = TEditorBaseContext & {
  contentSuggestions?: readonly string[];
};
