import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from './PlainIcon';

type TInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'prefix'>;

type TProps = TInputProps & {
  icon: IconDefinition;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** drawn after the input inside the same row (the SMS code's send button) */
  after?: ReactNode;
  testId: string;
};

/**
 * A large input with a leading icon and its message underneath, drawn as antd's large
 * Form.Item + Input look (the login page loads without antd). type="password" gets the eye
 * that shows the text.
 */
export function PlainField({ icon, value, onChange, error, after, testId, type, ...input }: TProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const [shown, setShown] = useState(false);
  const password = type === 'password';
  return (
    <div className={`kg-pfield ${error ? 'kg-pfield--error' : ''}`}>
      <div className="kg-pfield__row">
        <label className="kg-pfield__box">
          <PlainIcon icon={icon} className="kg-pfield__icon" />
          <input
            {...input}
            type={password && shown ? 'text' : type}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? messageId : undefined}
            data-testid={testId}
          />
          {password && (
            <button
              type="button"
              className="kg-pfield__eye"
              aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
              aria-pressed={shown}
              onClick={() => setShown((now) => !now)}
            >
              <PlainIcon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
            </button>
          )}
        </label>
        {after}
      </div>
      <div className="kg-pfield__message" id={messageId} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
