import type { TFunction } from 'i18next';
import '../schools.i18n';
import { BankOutlined, ExportOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { THEME_TEMPLATES, type TSchoolSettings } from '@kg/contracts';
import {
  App,
  Avatar,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Form,
  Input,
  Radio,
  Row,
  Skeleton,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { saveUser } from '../../../api/session';
import { useUnsavedForm } from '../../../app/unsaved/useUnsavedForm';
import { useSession } from '../../../app/useSession';
import { BrandMark } from '../../../components/BrandMark';
import { ImageUpload } from '../../../components/ImageUpload';
import { TimeZoneSelect } from '../components/TimeZoneSelect';
import { serviceCell } from '../schoolColumns';
import { brandLoginUrl, useSaveSchoolSettings, useSchoolSettings } from '../schools.api';
import '../schools.css';

type TValues = {
  Name: string;
  LoginTitle: string;
  ThemeTemplate: number;
  Logo: string | null;
  TimeZone: string;
};

/** 本园设置: a school administrator's own school: name, login title, theme template. */
export default function SchoolSettingsPage() {
  const { t } = useTranslation();
  const settings = useSchoolSettings();

  if (!settings.data)
    return (
      <Card className="kg-card" data-testid="page-school-settings">
        {settings.isError ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('schools.loadFailed')}>
            <Button icon={<ReloadOutlined />} onClick={() => void settings.refetch()}>
              {t('common.retry')}
            </Button>
          </Empty>
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Card>
    );
  return <SettingsForm school={settings.data} />;
}

function SettingsForm({ school }: { school: TSchoolSettings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const [form] = Form.useForm<TValues>();
  const save = useSaveSchoolSettings();
  // Leaving with edits not saved asks first (issue 14 item 12).
  const unsaved = useUnsavedForm(form);
  const name = Form.useWatch('Name', form) ?? school.Name;
  const title = Form.useWatch('LoginTitle', form) ?? school.LoginTitle ?? '';
  const watchedLogo = Form.useWatch('Logo', form);
  // undefined until the form mounts; null once the logo is removed
  const logo = watchedLogo === undefined ? school.Logo : watchedLogo;

  const initial: TValues = {
    Name: school.Name,
    LoginTitle: school.LoginTitle ?? '',
    ThemeTemplate: school.ThemeTemplate,
    Logo: school.Logo,
    TimeZone: school.TimeZone,
  };

  const submit = async (values: TValues) => {
    try {
      await save.mutateAsync({
        Name: values.Name.trim(),
        LoginTitle: values.LoginTitle?.trim() || null,
        ThemeTemplate: values.ThemeTemplate,
        TimeZone: values.TimeZone,
        ...(values.Logo === undefined ? {} : { Logo: values.Logo ?? '' }),
      });
      // The header and the branded login page show the new name and title at once, and the
      // date pickers count in the new zone.
      if (user)
        saveUser({
          ...user,
          SchoolName: values.Name.trim(),
          LoginTitle: values.LoginTitle?.trim() || null,
          TimeZone: values.TimeZone,
        });
      unsaved.saved();
      void message.success(t('success.save'));
    } catch {
      // Shown by the client; keep the input.
    }
  };

  const link = brandLoginUrl(school.Id);
  return (
    <div className="kg-settings" data-testid="page-school-settings">
      <Row gutter={[18, 18]}>
        <Col xs={24} xl={14}>
          <Card
            className="kg-card"
            title={
              <span className="kg-settings__title">
                <BankOutlined /> {t('schools.settingsCard')}
              </span>
            }
          >
            <Typography.Paragraph type="secondary">{t('schools.settingsIntro')}</Typography.Paragraph>
            <Form
              form={form}
              layout="vertical"
              initialValues={initial}
              onFinish={submit}
              onValuesChange={unsaved.onValuesChange}
              className="kg-settings__form"
            >
              <Form.Item name="Logo" label={t('schools.logo')} extra={t('schools.logoHint')}>
                <ImageUpload size={96} label={t('schools.uploadLogo')} testId="settings-logo" />
              </Form.Item>
              <Form.Item
                name="Name"
                label={t('schools.name')}
                rules={[{ required: true, whitespace: true, message: t('schools.nameRequired') }]}
              >
                <Input maxLength={50} data-testid="settings-name" />
              </Form.Item>
              <Form.Item
                name="LoginTitle"
                label={t('schools.loginTitle')}
                extra={t('schools.loginTitleHint')}
              >
                <Input
                  maxLength={100}
                  placeholder={t('schools.loginTitlePlaceholder')}
                  data-testid="settings-login-title"
                />
              </Form.Item>
              <Form.Item
                name="ThemeTemplate"
                label={t('schools.themeTemplate')}
                extra={t('schools.templateHint')}
              >
                <Radio.Group
                  optionType="button"
                  buttonStyle="solid"
                  options={THEME_TEMPLATES.map((value) => ({ value, label: t(`schools.template${value}`) }))}
                  data-testid="settings-template"
                />
              </Form.Item>
              <Form.Item
                name="TimeZone"
                label={t('schools.timeZone')}
                extra={t('schools.timeZoneHint')}
                rules={[{ required: true, message: t('schools.timeZoneInvalid') }]}
              >
                <TimeZoneSelect testId="settings-time-zone" />
              </Form.Item>
              <div className="kg-settings__actions">
                <Button
                  type="primary"
                  htmlType="submit"
                  icon={<SaveOutlined />}
                  loading={save.isPending}
                  data-testid="settings-submit"
                >
                  {t('schools.save')}
                </Button>
                <Button onClick={unsaved.discard}>{t('common.reset')}</Button>
              </div>
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <div className="kg-settings__side">
            <Card className="kg-card" title={t('schools.preview')} size="small">
              <div className="kg-brand-preview" data-testid="settings-preview">
                <div className="kg-brand-preview__card">
                  {logo ? <Avatar shape="square" size={44} src={logo} /> : <BrandMark size={44} />}
                  <div className="kg-brand-preview__text">
                    <div className="kg-brand-preview__title">{title.trim() || t('app.platformTitle')}</div>
                    <div className="kg-brand-preview__school">{name.trim() || school.Name}</div>
                  </div>
                </div>
                <div className="kg-brand-preview__lines">
                  <span />
                  <span />
                  <span className="kg-brand-preview__button" />
                </div>
              </div>
              <div className="kg-settings__link">
                <Typography.Text type="secondary">{t('schools.brandLink')}</Typography.Text>
                <div className="kg-settings__link-row">
                  <Typography.Text
                    copyable={{ text: link }}
                    className="kg-settings__url"
                    data-testid="settings-brand-link"
                  >
                    {link}
                  </Typography.Text>
                  <Button
                    type="link"
                    size="small"
                    icon={<ExportOutlined />}
                    href={link}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('schools.openBrand')}
                  </Button>
                </div>
                <Typography.Text type="secondary" className="kg-settings__hint">
                  {t('schools.brandLinkHint')}
                </Typography.Text>
              </div>
            </Card>
            <Card className="kg-card" title={t('schools.serviceInfo')} size="small">
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'region', label: t('schools.region'), children: school.Region || t('common.none') },
                  { key: 'type', label: t('schools.type'), children: typeName(t, school) },
                  { key: 'level', label: t('schools.level'), children: levelName(t, school) },
                  {
                    key: 'until',
                    label: t('schools.serviceUntil'),
                    children: serviceCell(t, school.ServiceUntil, school.DaysLeft, 'settings-service'),
                  },
                  {
                    key: 'today',
                    label: t('schools.schoolToday'),
                    children: (
                      <span data-testid="settings-today">
                        {school.Today} · {school.TimeZone}
                      </span>
                    ),
                  },
                ]}
              />
            </Card>
          </div>
        </Col>
      </Row>
    </div>
  );
}

// The server's type and level ids; one this build does not know shows the server's name.
const typeName = (t: TFunction, s: TSchoolSettings) =>
  t(`schools.types.${s.SchoolType}`, { defaultValue: s.SchoolTypeName });
const levelName = (t: TFunction, s: TSchoolSettings) =>
  t(`schools.levels.${s.SchoolLevel}`, { defaultValue: s.SchoolLevelName });
