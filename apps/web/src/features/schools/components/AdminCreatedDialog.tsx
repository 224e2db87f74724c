import '../schools.i18n';
import { CheckCircleFilled } from '@ant-design/icons';
import type { TAddSchoolResponse } from '@kg/contracts';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { brandLoginUrl } from '../schools.api';

export type TCreatedSchool = TAddSchoolResponse & { Name: string };

/**
 * The principal's sign-in details after 新增学校. The initial password is never stored in
 * clear, so this is the only time it can be read: the dialog closes only by its button.
 */
export function AdminCreatedDialog({
  created,
  onClose,
}: {
  created: TCreatedSchool | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={created !== null}
      title={null}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      width={520}
      footer={
        <Button type="primary" onClick={onClose} data-testid="school-created-done">
          {t('schools.createdDone')}
        </Button>
      }
    >
      {created && (
        <div className="kg-created" data-testid="school-created-dialog">
          <div className="kg-created__head">
            <CheckCircleFilled className="kg-created__icon" />
            <div>
              <Typography.Title level={4} className="kg-created__title">
                {t('schools.createdTitle')}
              </Typography.Title>
              <Typography.Text type="secondary">{created.Name}</Typography.Text>
            </div>
          </div>
          <Alert type="warning" showIcon title={t('schools.createdText')} className="kg-created__alert" />
          <Descriptions
            column={1}
            bordered
            size="small"
            className="kg-created__facts"
            items={[
              {
                key: 'principal',
                label: t('schools.adminRealName'),
                children: created.Admin.RealName,
              },
              {
                key: 'login',
                label: t('schools.createdLogin'),
                children: (
                  <Typography.Text copyable strong data-testid="school-created-login">
                    {created.Admin.LoginName}
                  </Typography.Text>
                ),
              },
              {
                key: 'password',
                label: t('schools.createdPassword'),
                children: (
                  <Typography.Text
                    copyable
                    code
                    className="kg-created__password"
                    data-testid="school-created-password"
                  >
                    {created.Admin.InitialPassword}
                  </Typography.Text>
                ),
              },
              {
                key: 'url',
                label: t('schools.createdUrl'),
                children: (
                  <Typography.Text copyable className="kg-created__url">
                    {brandLoginUrl(created.Id)}
                  </Typography.Text>
                ),
              },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
