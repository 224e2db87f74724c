import {
  ProcessPageType,
  type TProcessChild,
  type TProcessEvaluation,
  type TProcessPageDetail,
  type TRatingAnswer,
  type TTableAnswer,
} from '@kg/contracts';
import type { TPageDraft, TProcessMessageKey } from '../../processEdit.logic';
import { CoverForm } from './CoverForm';
import { MediaForm } from './MediaForm';
import { MessageForm } from './MessageForm';
import { RatingForm } from './RatingForm';
import { TableForm } from './TableForm';

/** What each Type's form gets from the dialog. */
export type TPageFormProps = {
  detail: TProcessPageDetail;
  draft: TPageDraft;
  /** changes the draft from its latest state (an upload ends after later edits) */
  update: (change: (current: TPageDraft) => TPageDraft) => void;
  /** a rule the teacher just ran into (the tenth photo): said beside the buttons */
  onRefuse: (reason: TProcessMessageKey) => void;
  /** an upload is under way: 保存 waits for it */
  onBusy: (busy: boolean) => void;
  disabled: boolean;
  evaluation: TProcessEvaluation;
  child: TProcessChild;
};

/** A table form edits the draft's content as its answer. */
export const answerOf = <A,>(draft: TPageDraft) => draft.content as unknown as A;

/** H19: the form of a page's Type (1 cover, 2 message, 3 photos and videos, 4 table 1, 5 table 2). */
export function PageForm(props: TPageFormProps) {
  switch (props.detail.Type) {
    case ProcessPageType.cover:
      return <CoverForm {...props} />;
    case ProcessPageType.message:
      return <MessageForm {...props} />;
    case ProcessPageType.media:
      return <MediaForm {...props} />;
    case ProcessPageType.table1:
      return <TableForm {...props} answer={answerOf<TTableAnswer>(props.draft)} />;
    case ProcessPageType.table2:
      return <RatingForm {...props} answer={answerOf<TRatingAnswer>(props.draft)} />;
    default:
      return null;
  }
}
