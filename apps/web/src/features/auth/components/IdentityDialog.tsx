import type { TIdentity } from '@kg/contracts';
import { Modal, Radio, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../api/bridges';
import { roleLabel } from '../../../app/navName';

type TProps = {
  identities: TIdentity[] | null;
  busy: boolean;
  onChoose: (uID: number) => void;
  onCancel: () => void;
};

/** Lets a person with several identities pick one; a choice is required (A31, B06). */
export function IdentityDialog({ identities, busy, onChoose, onCancel }: TProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);

  useEffect(() => {
    if (identities) setChosen(null);
  }, [identities]);

  const confirm = () => {
    if (chosen === null) {
      notify('warning', t('auth.identityRequired'));
      return;
    }
    onChoose(chosen);
  };

  return (
    <Modal
      open={Boolean(identities)}
      title={t('auth.identityTitle')}
      okText={t('auth.identityConfirm')}
      cancelText={t('auth.identityCancel')}
      onOk={confirm}
      onCancel={onCancel}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'identity-confirm' }}
      cancelButtonProps={{ 'data-testid': 'identity-cancel' }}
      rootClassName="kg-identity-dialog"
      destroyOnHidden
    >
      <div data-testid="identity-dialog">
        <Typography.Paragraph type="secondary">{t('auth.identityHint')}</Typography.Paragraph>
        <Radio.Group
          className="kg-identity-list"
          value={chosen}
          onChange={(event) => setChosen(event.target.value as number)}
        >
          {(identities ?? []).map((identity) => (
            <Radio
              key={identity.uID}
              value={identity.uID}
              className="kg-identity-option"
              data-testid={`identity-option-${identity.uID}`}
            >
              <span className="kg-identity-option__school">{identity.SchoolName}</span>
              <span className="kg-identity-option__role">{roleLabel(identity.IdentityName, t)}</span>
            </Radio>
          ))}
        </Radio.Group>
      </div>
    </Modal>
  );
}
