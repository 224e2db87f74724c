import type { ReactNode } from 'react';
import '../growthRecords.css';

export type TClassCard = {
  id: number;
  name: string;
  /** beside the name (班主任) */
  tag?: ReactNode;
  /** the line under the name: grade, children */
  meta: ReactNode;
  /** the class's progress */
  footer?: ReactNode;
};

type TProps = {
  classes: readonly TClassCard[];
  value: number | undefined;
  onChange: (classId: number) => void;
  /** the test id of a class's card */
  testId: (classId: number) => string;
};

/**
 * The user's classes as cards to choose one from (成长档案, 过程评价): its name, a line about it
 * and its progress; the chosen one is highlighted.
 */
export function ClassCards({ classes, value, onChange, testId }: TProps) {
  return (
    <div className="kg-gr-classes" role="tablist">
      {classes.map((c) => (
        <button
          key={c.id}
          type="button"
          role="tab"
          aria-selected={c.id === value}
          className={`kg-gr-class${c.id === value ? ' kg-gr-class--active' : ''}`}
          onClick={() => onChange(c.id)}
          data-testid={testId(c.id)}
        >
          <span className="kg-gr-class__name">
            {c.name}
            {c.tag}
          </span>
          <span className="kg-gr-class__meta">{c.meta}</span>
          {c.footer}
        </button>
      ))}
    </div>
  );
}
