import type { FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUnsavedChanges } from './UnsavedChanges';

const snapshot = (values: unknown) => JSON.stringify(values ?? null);

/**
 * Unsaved edits of a page's form (issue 14 item 12): dirty once its values differ from what
 * was loaded or last saved (typing a change and typing it back is not an edit). Give
 * `onValuesChange` to the Form, call `saved()` after a save and `discard()` for 重置.
 */
export function useUnsavedForm<TValues>(form: FormInstance<TValues>) {
  const [dirty, setDirty] = useState(false);
  const baseline = useRef<string | null>(null);

  useEffect(() => {
    // After the Form has mounted with its initial values.
    baseline.current = snapshot(form.getFieldsValue(true));
  }, [form]);

  const discard = useCallback(() => {
    form.resetFields();
    baseline.current = snapshot(form.getFieldsValue(true));
    setDirty(false);
  }, [form]);

  useUnsavedChanges(dirty, discard);

  return {
    dirty,
    discard,
    onValuesChange: () => setDirty(snapshot(form.getFieldsValue(true)) !== baseline.current),
    saved: () => {
      baseline.current = snapshot(form.getFieldsValue(true));
      setDirty(false);
    },
  };
}
