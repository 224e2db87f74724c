import { PROCESS_TEXT_MAX, PresetMessageType } from '@kg/contracts';
import { PresetTextArea } from '../../../../components/preset-texts/PresetTextArea';

type TProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  rows: number;
  disabled: boolean;
  testId: string;
};

/**
 * The message and a photo page's remark (H22, DECISIONS resolution 7): 500 characters with a
 * counter, the teacher's preset texts at hand, and nothing ever cut: a longer text turns the
 * counter red and the save says so (文字不能超过500个字), so nothing pasted is lost unseen.
 */
export function ProcessText({ label, value, onChange, placeholder, rows, disabled, testId }: TProps) {
  return (
    <div className="kg-rec-text kg-pe-text" data-testid={testId}>
      <div className="kg-rec-text__label">{label}</div>
      <PresetTextArea
        messageType={PresetMessageType.growth}
        value={value}
        onChange={onChange}
        count={{ max: PROCESS_TEXT_MAX, show: true }}
        autoSize={{ minRows: rows, maxRows: 16 }}
        placeholder={placeholder}
        disabled={disabled}
        pickerTestId={`${testId}-preset`}
        data-testid={`${testId}-input`}
      />
    </div>
  );
}
