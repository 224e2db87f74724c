import type { TIdentity } from '@kg/contracts';
import { ConfigProvider } from 'antd';
import { AntdProviders } from '../../../app/providers/AntdProviders';
import { FindPasswordDialog } from './FindPasswordDialog';
import { IdentityDialog } from './IdentityDialog';

/** The branded page wears the IoT blue; the general one the product teal. */
const HX_THEME = { token: { colorPrimary: '#1f6feb', colorLink: '#1a5fd0' } };

export type TAuthDialogsProps = {
  hx: boolean;
  identities: TIdentity[] | null;
  busy: boolean;
  onChoose: (uID: number) => void;
  onCancelIdentity: () => void;
  findOpen: boolean;
  onFindClose: () => void;
};

/**
 * The login page's two dialogs (identity choice, 找回密码), in antd: a chunk of their own that
 * the page fetches the first time one of them opens, so the page itself loads without antd.
 */
export default function AuthDialogs(props: TAuthDialogsProps) {
  return (
    <AntdProviders>
      <ConfigProvider theme={props.hx ? HX_THEME : undefined}>
        <IdentityDialog
          identities={props.identities}
          busy={props.busy}
          onChoose={props.onChoose}
          onCancel={props.onCancelIdentity}
        />
        <FindPasswordDialog open={props.findOpen} onClose={props.onFindClose} />
      </ConfigProvider>
    </AntdProviders>
  );
}
