import { Grid } from 'antd';

/**
 * True below antd's sm breakpoint (576 px): a phone held upright. Lists turn into cards
 * there (issue 14 item 8). Before the first measure the breakpoint is unknown: a table then.
 */
export function useIsPhone(): boolean {
  return Grid.useBreakpoint().sm === false;
}
