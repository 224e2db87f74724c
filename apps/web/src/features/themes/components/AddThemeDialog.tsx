import '../themes.i18n';
import { THEME_MESSAGES, type TThemeTerm } from '@kg/contracts';
import { App, Checkbox, Empty, Form, Segmented, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolToday } from '../../../app/schoolDay';
import { FormDialog } from '../../../components/FormDialog';
import { useClassOptions } from '../../school/school.api';
import { suggestedDates, useAddTheme, useThemeCopySources, useThemeLibrary } from '../themes.api';
import { ThemeFields, type TThemeFieldValues, toThemeForm } from './ThemeFields';

type TSource = 'library' | 'earlier' | 'scratch';
type TValues = TThemeFieldValues & { GradeId: number; ClassIds: number[]; Picked?: string | number };
type TProps = {
  open: boolean;
  term: TThemeTerm;
  grades: Array<{ Id: number; Name: string }>;
  /** the grade the list shows, preselected */
  gradeId?: number;
  onClose: () => void;
};

/**
 * 新增主题: a grade, where the theme starts from (the library, an earlier year's theme, or
 * blank), its name, dates and aim (a library theme fills them), and the classes it is given to.
 */
/** Lets the choices sit in a Form.Item (which hands its child a value) and show its rule's message. */
function PickedValue({ children }: { children: ReactNode; value?: unknown; onChange?: unknown }) {
  return <>{children}</>;
}

export function AddThemeDialog({ open, term, grades, gradeId, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const add = useAddTheme();
  const [source, setSource] = useState<TSource>('library');
  const picked = Form.useWatch('Picked', form) as string | number | undefined;
  // Picking clears the rule's message at once.
  const setPicked = (value: string | number | undefined) =>
    form.setFields([{ name: 'Picked', value, errors: [] }]);
  const grade = Form.useWatch('GradeId', form);
  const library = useThemeLibrary(open && source === 'library' ? grade : undefined, term.Id);
  const earlier = useThemeCopySources(open && source === 'earlier' ? grade : undefined, term.Id);
  const classes = useClassOptions(open && grade ? term.StudyYearId : undefined, grade);
  const gradeClasses = (classes.data ?? []).filter((c) => c.Id !== 0);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ GradeId: gradeId ?? grades[0]?.Id, Range: undefined });
    setSource('library');
  }, [open, gradeId, grades, form]);
  // Every class of the grade is ticked when the grade (or its class list) changes.
  useEffect(() => {
    if (open && grade && classes.data)
      form.setFieldValue(
        'ClassIds',
        classes.data.filter((c) => c.Id !== 0).map((c) => c.Id),
      );
  }, [open, grade, classes.data, form]);

  const pickLibrary = (key: string) => {
    const theme = library.data?.find((x) => x.Key === key);
    if (!theme) return;
    setPicked(key);
    const [start, end] = suggestedDates(term, schoolToday().format('YYYY-MM-DD'), theme.Weeks);
    form.setFieldsValue({ Title: theme.Title, Aim: theme.Aim, Range: [dayjs(start), dayjs(end)] });
  };
  const pickEarlier = (id: number) => {
    const theme = earlier.data?.find((x) => x.Id === id);
    if (!theme) return;
    setPicked(id);
    form.setFieldsValue({ Title: theme.Title });
  };

  const submit = async (values: TValues) => {
    try {
      await add.mutateAsync({
        CycleId: term.Id,
        GradeId: values.GradeId,
        ClassIds: values.ClassIds ?? [],
        ...toThemeForm(values),
        ...(source === 'library' ? { LibraryKey: String(values.Picked) } : {}),
        ...(source === 'earlier' ? { CopyFromId: Number(values.Picked) } : {}),
      });
      void message.success(t('success.add'));
      onClose();
    } catch {
      // Shown by the client; the dialog keeps the input.
    }
  };

  const choices =
    source === 'library' ? (
      <Spin spinning={library.isFetching}>
        {library.data?.length === 0 && <Empty description={t('themes.libraryEmpty')} />}
        <div className="kg-themes__choices" role="listbox" aria-label={t('themes.fromLibrary')}>
          {library.data?.map((x) => (
            <button
              type="button"
              key={x.Key}
              role="option"
              aria-selected={picked === x.Key}
              className={`kg-themes__choice${picked === x.Key ? ' is-picked' : ''}`}
              onClick={() => pickLibrary(x.Key)}
              data-testid={`theme-library-${x.Title}`}
            >
              <span className="kg-themes__choice-title">
                {x.Title}
                <Tag className="kg-themes__choice-tag">{t(`themes.termTag.${x.Term as 1 | 2}`)}</Tag>
              </span>
              <span className="kg-muted kg-themes__choice-aim">{x.Aim}</span>
              <span className="kg-themes__choice-keywords">
                {t('themes.weeks', { count: x.Weeks })} · {x.KeyWords.join('、')}
              </span>
            </button>
          ))}
        </div>
      </Spin>
    ) : source === 'earlier' ? (
      <Spin spinning={earlier.isFetching}>
        {earlier.data?.length === 0 && <Empty description={t('themes.earlierEmpty')} />}
        <div className="kg-themes__choices" role="listbox" aria-label={t('themes.fromEarlier')}>
          {earlier.data?.map((x) => (
            <button
              type="button"
              key={x.Id}
              role="option"
              aria-selected={picked === x.Id}
              className={`kg-themes__choice${picked === x.Id ? ' is-picked' : ''}`}
              onClick={() => pickEarlier(x.Id)}
              data-testid={`theme-earlier-${x.Title}`}
            >
              <span className="kg-themes__choice-title">{x.Title}</span>
              <span className="kg-muted">
                {x.StudyYearName} {x.CycleName} · {x.GradeName}
              </span>
            </button>
          ))}
        </div>
      </Spin>
    ) : null;

  return (
    <FormDialog
      open={open}
      title={t('themes.addTitle')}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={add.isPending}
      width={720}
      testId="theme-add-dialog"
      guardEdits
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="GradeId"
          label={t('themes.grade')}
          rules={[{ required: true, message: THEME_MESSAGES.gradeRequired }]}
        >
          <Segmented
            options={grades.map((g) => ({ value: g.Id, label: g.Name }))}
            onChange={() => setPicked(undefined)}
            data-testid="theme-add-grade"
          />
        </Form.Item>
        <Form.Item label={t('themes.sourceLabel')} extra={t(`themes.${source}Hint`)}>
          <Segmented
            value={source}
            options={[
              { value: 'library', label: t('themes.fromLibrary') },
              { value: 'earlier', label: t('themes.fromEarlier') },
              { value: 'scratch', label: t('themes.fromScratch') },
            ]}
            onChange={(value) => {
              setSource(value as TSource);
              setPicked(undefined);
            }}
            data-testid="theme-add-source"
          />
        </Form.Item>
        {/* The picked library or earlier theme: required unless the theme starts blank. */}
        <Form.Item
          name="Picked"
          noStyle={source === 'scratch'}
          rules={[{ required: source !== 'scratch', message: t('themes.chooseSource') }]}
        >
          <PickedValue>{choices}</PickedValue>
        </Form.Item>
        <ThemeFields term={term} />
        <Form.Item name="ClassIds" label={t('themes.classes')} extra={t('themes.classesHint')}>
          <Checkbox.Group
            className="kg-themes__class-choice"
            options={gradeClasses.map((c) => ({ value: c.Id, label: c.Name }))}
            data-testid="theme-add-classes"
          />
        </Form.Item>
        {gradeClasses.length === 0 && !classes.isPending && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('themes.noGradeClasses')} />
        )}
      </Form>
    </FormDialog>
  );
}
