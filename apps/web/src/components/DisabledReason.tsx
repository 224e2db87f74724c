import './DisabledReason.css';
import { Tooltip } from 'antd';
import type { ReactElement, ReactNode } from 'react';

type TProps = {
  /** why the action is not available now; nothing (false, null, '') when it is */
  reason?: ReactNode;
  /** the wrapped control is a block (full-width) button */
  block?: boolean;
  testId?: string;
  children: ReactElement;
};

/**
 * A disabled action says why (issue 14 item 11). A disabled button swallows the pointer, so the
 * tooltip sits on a wrapper span that takes the hover instead; the button
 * itself lets the pointer through. Without a reason the control is returned untouched.
 */
export function DisabledReason({ reason, block, testId, children }: TProps) {
  if (!reason) return children;
  return (
    <Tooltip title={reason}>
      <span className={`kg-disabled-reason${block ? ' kg-disabled-reason--block' : ''}`} data-testid={testId}>
        {children}
      </span>
    </Tooltip>
  );
}
