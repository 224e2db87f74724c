import {
  type TItemsAnswer,
  type TMonthAnswer,
  type TRatingAnswer,
  type TTableAnswer,
  type TTermAnswer,
  TypeNum,
} from '@kg/contracts';
import { CoverEditor } from './CoverEditor';
import { ExerciseEditor } from './ExerciseEditor';
import type { TEditorProps } from './editorTypes';
import { MonthlyObservationEditor } from './MonthlyObservationEditor';
import { PhysicalEditor } from './PhysicalEditor';
import { PlateEditor } from './PlateEditor';
import { RatingEditor } from './RatingEditor';
import { TableEditor } from './TableEditor';
import { TermObservationEditor } from './TermObservationEditor';
import { TextPageEditor } from './TextPageEditor';
import { VideoEditor } from './VideoEditor';

/** Screen 18: the editor of a record by its module's type (and, for plates, its PlateId). */
export function RecordEditor(props: TEditorProps) {
  const type = props.ctx.detail.TypeNum;
  const as = <A,>() => props as unknown as TEditorProps<A & TItemsAnswer>;
  switch (type) {
    case TypeNum.termObservation:
      return <TermObservationEditor {...(props as unknown as TEditorProps<TTermAnswer>)} />;
    case TypeNum.monthlyObservation:
      return <MonthlyObservationEditor {...(props as unknown as TEditorProps<TMonthAnswer>)} />;
    case TypeNum.table:
      return <TableEditor {...(props as unknown as TEditorProps<TTableAnswer>)} />;
    case TypeNum.rating:
      return <RatingEditor {...(props as unknown as TEditorProps<TRatingAnswer>)} />;
    case TypeNum.cover:
      return <CoverEditor {...as()} />;
    case TypeNum.plate:
      return <PlateEditor {...as()} />;
    case TypeNum.exercise:
      return <ExerciseEditor {...as()} />;
    case TypeNum.physical:
      return <PhysicalEditor {...as()} />;
    case TypeNum.video:
    case TypeNum.familyVideo:
      return <VideoEditor {...as()} />;
    default:
      return <TextPageEditor {...as()} />;
  }
}
