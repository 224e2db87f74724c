import type { ReactNode } from 'react';
import { ChildAvatar } from '../../questionnaire/components/ChildAvatar';

type TChild = { StudentId: number; StudentName: string; Photo?: string | null; Gender?: string };

/**
 * A child of the class as one button (photo, name, then what the page says of them: progress,
 * counts), in the `kg-gr-children` grid of 成长档案 and 过程评价.
 */
export function ChildButton({
  child,
  onOpen,
  testId,
  children,
}: {
  child: TChild;
  onOpen: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className="kg-gr-child" onClick={onOpen} data-testid={testId}>
      <ChildAvatar
        name={child.StudentName}
        photo={child.Photo || null}
        gender={child.Gender === '女' ? 2 : 1}
        size={44}
      />
      <span className="kg-gr-child__name">{child.StudentName}</span>
      {children}
    </button>
  );
}
