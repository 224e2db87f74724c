import { PresetMessageType, RECORD_TEXT_MAX } from '@kg/contracts';
import { PresetTextArea } from '../../../components/preset-texts/PresetTextArea';

type TProps = {
  label?: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** G26 500 by default; plates use their box's limit (G37) */
  maxLength?: number;
  rows?: number;
  disabled?: boolean;
  testId: string;
};

/**
 * A record's text area (G26, G38): the limit with its counter (never cut silently: the
 * browser stops typing at the limit, a pasted text is cut to it), a hint under the label and
 * the 选取文字 link for the teacher's preset texts.
 */
export function RecordText({
  label,
  hint,
  value,
  onChange,
  placeholder,
  maxLength = RECORD_TEXT_MAX,
  rows = 4,
  disabled,
  testId,
}: TProps) {
  return (
    <div className="kg-rec-text" data-testid={testId}>
      {label && <div className="kg-rec-text__label">{label}</div>}
      {hint && <div className="kg-rec-text__hint">{hint}</div>}
      <PresetTextArea
        messageType={PresetMessageType.growth}
        value={value}
        onChange={(next) => onChange(next.slice(0, maxLength))}
        maxLength={maxLength}
        showCount
        autoSize={{ minRows: rows, maxRows: 14 }}
        placeholder={placeholder}
        disabled={disabled}
        pickerTestId={`${testId}-preset`}
        data-testid={`${testId}-input`}
      />
    </div>
  );
}
