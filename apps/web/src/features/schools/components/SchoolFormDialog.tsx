import '../schools.i18n';
import {
  DEFAULT_THEME_TEMPLATE,
  DEFAULT_TIME_ZONE,
  LOGIN_NAME_PATTERN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  SCHOOL_LEVELS,
  SCHOOL_TYPES,
  type TAddSchoolResponse,
  type TSchoolForm,
} from '@kg/contracts';
import { App, AutoComplete, DatePicker, Divider, Form, Input, Radio, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolToday } from '../../../app/schoolDay';
import { FormDialog } from '../../../components/FormDialog';
import { useAddSchool, useRegions, useSchoolDetail, useUpdateSchool } from '../schools.api';
import { TimeZoneSelect } from './TimeZoneSelect';

/** null: closed; 'new': add; a number: edit that school. */
export type TSchoolDialogState = null | 'new' | number;

type TValues = Omit<TSchoolForm, 'ServiceUntil'> & {
  ServiceUntil: Dayjs | null;
  Admin?: { LoginName: string; RealName: string; Phone: string; Password: string };
};

type TProps = {
  state: TSchoolDialogState;
  onClose: () => void;
  /** a new school and its principal login were created (the password is shown once) */
  onCreated: (created: TAddSchoolResponse & { Name: string }) => void;
};

/** 新增学校 (with its 园长 login) / 编辑学校 (C01). */
export function SchoolFormDialog({ state, onClose, onCreated }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const editId = typeof state === 'number' ? state : null;
  const detail = useSchoolDetail(editId);
  const regions = useRegions(state !== null);
  const add = useAddSchool();
  const update = useUpdateSchool();
  const region = Form.useWatch('Region', form) ?? '';

  useEffect(() => {
    if (state === 'new')
      form.setFieldsValue({
        Name: '',
        Region: '',
        SchoolType: 1,
        SchoolLevel: 6,
        // a year from the new school's today (it counts in the default zone until changed)
        ServiceUntil: schoolToday(DEFAULT_TIME_ZONE).add(1, 'year'),
        ThemeTemplate: DEFAULT_THEME_TEMPLATE,
        TimeZone: DEFAULT_TIME_ZONE,
        Admin: { LoginName: '', RealName: '', Phone: '', Password: '' },
      });
    else if (detail.data)
      form.setFieldsValue({
        ...detail.data,
        ServiceUntil: detail.data.ServiceUntil ? dayjs(detail.data.ServiceUntil) : null,
      });
  }, [state, detail.data, form]);

  const submit = async (values: TValues) => {
    // Empty optional fields are "none" on the server.
    const body: TSchoolForm = {
      Name: values.Name,
      Region: values.Region || null,
      SchoolType: values.SchoolType,
      SchoolLevel: values.SchoolLevel,
      Address: values.Address || null,
      ContactName: values.ContactName || null,
      ContactPhone: values.ContactPhone || null,
      ServiceUntil: values.ServiceUntil?.format('YYYY-MM-DD') ?? '',
      ThemeTemplate: values.ThemeTemplate,
      LoginTitle: values.LoginTitle || null,
      TimeZone: values.TimeZone,
    };
    try {
      if (editId) {
        await update.mutateAsync({ ...body, Id: editId });
        void message.success(t('success.update'));
      } else {
        const created = await add.mutateAsync({
          ...body,
          Admin: { ...values.Admin!, Password: values.Admin?.Password ?? '' },
        });
        onCreated({ ...created, Name: body.Name });
      }
      onClose();
    } catch {
      // Shown by the client; keep the input.
    }
  };

  const regionOptions = (regions.data ?? []).filter((r) => r.includes(region)).map((value) => ({ value }));
  const typeOptions = SCHOOL_TYPES.map((o) => ({ value: o.Id, label: t(`schools.types.${o.Id}`) }));
  const levelOptions = SCHOOL_LEVELS.map((o) => ({ value: o.Id, label: t(`schools.levels.${o.Id}`) }));

  return (
    <FormDialog
      guardEdits
      open={state !== null}
      title={t(editId ? 'schools.editTitle' : 'schools.addTitle')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={add.isPending || update.isPending}
      loading={editId !== null && detail.isPending}
      width={760}
      testId="school-form-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        className="kg-school-form"
        requiredMark="optional"
      >
        <Divider titlePlacement="start" plain className="kg-school-form__divider">
          {t('schools.sectionBasics')}
        </Divider>
        <div className="kg-form-row">
          <Form.Item
            name="Name"
            label={t('schools.name')}
            rules={[{ required: true, whitespace: true, message: t('schools.nameRequired') }]}
          >
            <Input maxLength={50} data-testid="school-form-name" />
          </Form.Item>
          <Form.Item name="Region" label={t('schools.region')}>
            <AutoComplete options={regionOptions} maxLength={100} data-testid="school-form-region" />
          </Form.Item>
        </div>
        <div className="kg-form-row">
          <Form.Item
            name="SchoolType"
            label={t('schools.type')}
            rules={[{ required: true, message: t('schools.typeRequired') }]}
          >
            <Select options={typeOptions} data-testid="school-form-type" />
          </Form.Item>
          <Form.Item
            name="SchoolLevel"
            label={t('schools.level')}
            rules={[{ required: true, message: t('schools.levelRequired') }]}
          >
            <Select options={levelOptions} data-testid="school-form-level" />
          </Form.Item>
        </div>
        <Form.Item name="Address" label={t('schools.address')}>
          <Input maxLength={200} data-testid="school-form-address" />
        </Form.Item>
        <div className="kg-form-row">
          <Form.Item name="ContactName" label={t('schools.contactName')}>
            <Input maxLength={50} data-testid="school-form-contact" />
          </Form.Item>
          <Form.Item
            name="ContactPhone"
            label={t('schools.contactPhone')}
            rules={[{ pattern: PHONE_PATTERN, message: t('schools.contactPhoneInvalid') }]}
          >
            <Input maxLength={11} inputMode="tel" data-testid="school-form-contact-phone" />
          </Form.Item>
        </div>

        <Divider titlePlacement="start" plain className="kg-school-form__divider">
          {t('schools.sectionService')}
        </Divider>
        <div className="kg-form-row">
          <Form.Item
            name="ServiceUntil"
            label={t('schools.serviceUntil')}
            rules={[{ required: true, message: t('schools.serviceUntilRequired') }]}
          >
            <DatePicker className="kg-fill" allowClear={false} data-testid="school-form-until" />
          </Form.Item>
          <Form.Item
            name="ThemeTemplate"
            label={t('schools.themeTemplate')}
            tooltip={t('schools.templateHint')}
          >
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 1, label: t('schools.template1') },
                { value: 5, label: t('schools.template5') },
              ]}
              data-testid="school-form-template"
            />
          </Form.Item>
        </div>
        <Form.Item
          name="TimeZone"
          label={t('schools.timeZone')}
          tooltip={t('schools.timeZoneHint')}
          rules={[{ required: true, message: t('schools.timeZoneInvalid') }]}
        >
          <TimeZoneSelect testId="school-form-time-zone" />
        </Form.Item>
        <Form.Item name="LoginTitle" label={t('schools.loginTitle')} extra={t('schools.loginTitleHint')}>
          <Input
            maxLength={100}
            placeholder={t('schools.loginTitlePlaceholder')}
            data-testid="school-form-login-title"
          />
        </Form.Item>

        {!editId && (
          <>
            <Divider titlePlacement="start" plain className="kg-school-form__divider">
              {t('schools.sectionPrincipal')}
            </Divider>
            <Typography.Paragraph type="secondary" className="kg-school-form__hint">
              {t('schools.principalHint')}
            </Typography.Paragraph>
            <div className="kg-form-row">
              <Form.Item
                name={['Admin', 'RealName']}
                label={t('schools.adminRealName')}
                rules={[{ required: true, whitespace: true, message: t('schools.realNameRequired') }]}
              >
                <Input maxLength={50} data-testid="school-form-admin-name" />
              </Form.Item>
              <Form.Item
                name={['Admin', 'Phone']}
                label={t('schools.adminPhone')}
                rules={[
                  { required: true, message: t('schools.adminPhoneRequired') },
                  { pattern: PHONE_PATTERN, message: t('schools.adminPhoneInvalid') },
                ]}
              >
                <Input maxLength={11} inputMode="tel" data-testid="school-form-admin-phone" />
              </Form.Item>
            </div>
            <div className="kg-form-row">
              <Form.Item
                name={['Admin', 'LoginName']}
                label={t('schools.adminLoginName')}
                rules={[
                  { required: true, message: t('schools.loginNameRequired') },
                  { pattern: LOGIN_NAME_PATTERN, message: t('schools.loginNameInvalid') },
                ]}
              >
                <Input
                  maxLength={32}
                  autoComplete="off"
                  placeholder={t('schools.adminLoginNamePlaceholder')}
                  data-testid="school-form-admin-login"
                />
              </Form.Item>
              <Form.Item
                name={['Admin', 'Password']}
                label={t('schools.adminPassword')}
                extra={t('schools.adminPasswordHint')}
                rules={[{ pattern: PASSWORD_PATTERN, message: t('schools.passwordWeak') }]}
              >
                <Input.Password
                  maxLength={128}
                  autoComplete="new-password"
                  placeholder={t('schools.adminPasswordPlaceholder')}
                  data-testid="school-form-admin-password"
                />
              </Form.Item>
            </div>
          </>
        )}
      </Form>
    </FormDialog>
  );
}
