import type { TNavigationNode } from '@kg/contracts';
import { Button, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavIcon } from '../../components/NavIcon';
import { navName } from '../navName';
import { buttonsFor, isDangerFunc } from '../navTree';
import { useCurrentPage } from '../useCurrentPage';
import { useSession } from '../useSession';

/** The button entries the navigation tree grants on a page (default: the current one) (B10). */
export function useButtons(path?: string): TNavigationNode[] {
  const { tree } = useSession();
  const page = useCurrentPage();
  const target = path ?? page.pathname;
  return useMemo(() => buttonsFor(tree, target), [tree, target]);
}

type TProps = {
  /** what each button does, by its Func name; a granted button without a handler is not shown */
  handlers: Partial<Record<string, () => void>>;
  path?: string;
};

/**
 * A page's toolbar from the tree: only buttons the user was granted and the page can
 * actually perform; delete- or stop-like ones are danger-styled (B11).
 */
export function NavButtons({ handlers, path }: TProps) {
  const { t } = useTranslation();
  const buttons = useButtons(path).filter((button) => button.Func && handlers[button.Func]);
  if (!buttons.length) return null;
  return (
    <Space wrap data-testid="nav-buttons">
      {buttons.map((button) => {
        const func = button.Func ?? '';
        const danger = isDangerFunc(func);
        return (
          <Button
            key={button.id}
            danger={danger}
            type={danger ? 'default' : 'primary'}
            icon={button.iconCls ? <NavIcon name={button.iconCls} /> : undefined}
            onClick={handlers[func]}
            data-testid={`nav-button-${func}`}
            data-danger={danger}
          >
            {navName(button.name, t)}
          </Button>
        );
      })}
    </Space>
  );
}
