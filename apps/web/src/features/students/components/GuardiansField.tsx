import '../students.i18n';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { GUARDIANS_MAX, PHONE_PATTERN, type TGuardian } from '@kg/contracts';
import { Button, Form, type FormInstance, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { GUARDIAN_RELATIONS, relationKey } from '../guardianRelations';
import '../students.css';

type TProps = { form: FormInstance };

/**
 * 监护人: up to three rows (name, relation, phone) with one radio across them for the one to
 * call first (首要联系人). Adding the first guardian makes them primary; removing the primary
 * passes the mark to the first one left, so a saved list always has exactly one.
 */
export function GuardiansField({ form }: TProps) {
  const { t } = useTranslation();
  const list: TGuardian[] = Form.useWatch('Guardians', { form, preserve: true }) ?? [];
  const markPrimary = (index: number) =>
    form.setFieldValue(
      'Guardians',
      (form.getFieldValue('Guardians') as TGuardian[]).map((g, i) => ({ ...g, Primary: i === index })),
    );
  const phoneRule = { pattern: PHONE_PATTERN, message: t('students.guardianPhoneInvalid') };

  return (
    <Form.Item label={t('students.guardians')} extra={t('students.guardiansHint', { max: GUARDIANS_MAX })}>
      <Form.List name="Guardians">
        {(fields, { add, remove }) => (
          <div className="kg-guardians" data-testid="student-form-guardians">
            {fields.map((field, index) => (
              <div key={field.key} className="kg-guardian" data-testid={`guardian-row-${index}`}>
                <Form.Item
                  name={[field.name, 'Name']}
                  rules={[{ required: true, whitespace: true, message: t('students.guardianNameRequired') }]}
                  className="kg-guardian__name"
                >
                  <Input
                    maxLength={50}
                    placeholder={t('students.guardianName')}
                    aria-label={t('students.guardianName')}
                    data-testid={`guardian-name-${index}`}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'Relation']} className="kg-guardian__relation">
                  <Select
                    aria-label={t('students.guardianRelation')}
                    options={GUARDIAN_RELATIONS.map((r) => ({ value: r, label: t(relationKey(r)) }))}
                    data-testid={`guardian-relation-${index}`}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'Phone']} rules={[phoneRule]} className="kg-guardian__phone">
                  <Input
                    maxLength={11}
                    inputMode="tel"
                    placeholder={t('students.guardianPhone')}
                    aria-label={t('students.guardianPhone')}
                    data-testid={`guardian-phone-${index}`}
                  />
                </Form.Item>
                {/* The form holds Primary (so a save sends it); choosing one clears the others. */}
                <Form.Item name={[field.name, 'Primary']} valuePropName="checked" noStyle>
                  <Radio
                    className="kg-guardian__primary"
                    onChange={() => markPrimary(index)}
                    data-testid={`guardian-primary-${index}`}
                  >
                    {t('students.guardianPrimary')}
                  </Radio>
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('students.guardianRemove')}
                  title={t('students.guardianRemove')}
                  onClick={() => {
                    const wasPrimary = list[index]?.Primary;
                    remove(field.name);
                    if (wasPrimary && fields.length > 1) markPrimary(0);
                  }}
                  data-testid={`guardian-remove-${index}`}
                />
              </div>
            ))}
            {fields.length < GUARDIANS_MAX && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() =>
                  add({
                    Name: '',
                    Relation: fields.length === 0 ? '母亲' : '父亲',
                    Phone: '',
                    Primary: fields.length === 0,
                  })
                }
                data-testid="guardian-add"
              >
                {t('students.guardianAdd')}
              </Button>
            )}
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
