import { type GetProps, type GetRef, Input } from 'antd';
import { useEffect, useRef } from 'react';
import { PresetTextPicker } from './PresetTextPicker';
import type { TPresetMessageType } from './presetTexts.api';
import { insertText } from './presetTexts.logic';

type TextAreaProps = GetProps<typeof Input.TextArea>;
type TextAreaRef = GetRef<typeof Input.TextArea>;

export type TPresetTextAreaProps = Omit<TextAreaProps, 'value' | 'onChange'> & {
  messageType: TPresetMessageType;
  value?: string;
  /** the new content (a Form.Item accepts a plain value) */
  onChange?: (value: string) => void;
  /** `<pickerTestId>-link` / `-dialog`; default `preset-picker` */
  pickerTestId?: string;
};

/**
 * A textarea with its 选取文字 link (E50): a chosen text goes in at the cursor (in place of a
 * selection), cut to `maxLength`, and the cursor lands after it. Works inside a Form.Item.
 */
export function PresetTextArea({
  messageType,
  value = '',
  onChange,
  maxLength,
  disabled,
  pickerTestId,
  ...rest
}: TPresetTextAreaProps) {
  const ref = useRef<TextAreaRef>(null);
  const caret = useRef<number | null>(null);
  const element = () => ref.current?.resizableTextArea?.textArea ?? null;
  // A textarea never focused has its cursor at 0: the text then goes at the end.
  const touched = useRef(false);
  const selection = () => {
    const el = element();
    return el && touched.current ? { start: el.selectionStart, end: el.selectionEnd } : {};
  };

  // After an insertion renders, put the cursor right after the inserted text.
  useEffect(() => {
    const el = element();
    if (caret.current === null || !el || el.value !== value) return;
    el.focus();
    el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const pick = (text: string) => {
    const next = insertText(value, text, { ...selection(), maxLength });
    caret.current = next.caret;
    touched.current = true;
    onChange?.(next.value);
  };

  return (
    <div className="kg-preset-area">
      <div className="kg-preset-area__tools">
        <PresetTextPicker
          messageType={messageType}
          onPick={pick}
          maxLength={maxLength}
          value={value}
          selection={selection}
          disabled={disabled}
          testId={pickerTestId}
        />
      </div>
      <Input.TextArea
        {...rest}
        ref={ref}
        value={value}
        maxLength={maxLength}
        disabled={disabled}
        onFocus={(e) => {
          touched.current = true;
          rest.onFocus?.(e);
        }}
        onChange={(e) => onChange?.(e.target.value)}
      />
    </div>
  );
}
