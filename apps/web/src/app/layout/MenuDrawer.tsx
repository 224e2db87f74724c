import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** The side menu in a drawer, below 768 px (A44). */
export function MenuDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={260}
      closable={false}
      rootClassName="kg-menu-drawer"
      styles={{ body: { padding: 0 } }}
    >
      {children}
    </Drawer>
  );
}
