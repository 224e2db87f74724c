import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type TProps = {
  /** selects shown before the search box */
  children?: ReactNode;
  keyword: string;
  placeholder: string;
  onSearch: (keyword: string) => void;
  onReset: () => void;
  onRefresh: () => void;
  testId: string;
};

/** Filters and a name search above a table; searching applies on Enter or 查询. */
export function FilterBar({ children, keyword, placeholder, onSearch, onReset, onRefresh, testId }: TProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);

  return (
    <div className="kg-filterbar" data-testid={testId}>
      {children}
      <Input
        className="kg-filterbar__search"
        allowClear
        value={draft}
        placeholder={placeholder}
        prefix={<SearchOutlined />}
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={() => onSearch(draft.trim())}
        data-testid={`${testId}-keyword`}
      />
      <Button
        type="primary"
        icon={<SearchOutlined />}
        onClick={() => onSearch(draft.trim())}
        data-testid={`${testId}-search`}
      >
        {t('common.search')}
      </Button>
      <Button onClick={onReset} data-testid={`${testId}-reset`}>
        {t('common.reset')}
      </Button>
      <Button type="text" icon={<ReloadOutlined />} onClick={onRefresh} aria-label={t('common.refresh')} />
    </div>
  );
}
