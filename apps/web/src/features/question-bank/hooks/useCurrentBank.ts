import { BankType, type TQuestionBank } from '@kg/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type TBankRef = Pick<TQuestionBank, 'Name' | 'TypeId'>;

/**
 * The bank on screen is the query's `Name` and `TypeId` (D01), so a link opens a bank
 * directly. Without them (the menu link) the first bank is put into the URL; when the bank
 * named there is gone (renamed or deleted in 分类管理) the page follows it by id, or falls
 * back to the first bank.
 */
export function useCurrentBank(banks: TQuestionBank[] | undefined) {
  const [params, setParams] = useSearchParams();
  const name = params.get('Name') ?? '';
  const queryType = Number(params.get('TypeId'));
  const found = banks?.find((bank) => bank.Name === name);
  const lastId = useRef<number | null>(null);

  const select = useCallback(
    (bank: TBankRef, replace = false) =>
      setParams({ TypeId: String(bank.TypeId), Name: bank.Name }, { replace }),
    [setParams],
  );

  useEffect(() => {
    if (!banks) return;
    if (found) {
      lastId.current = found.Id;
      if (found.TypeId !== queryType) select(found, true);
      return;
    }
    const follow = banks.find((bank) => bank.Id === lastId.current) ?? banks[0];
    if (follow) select(follow, true);
  }, [banks, found, queryType, select]);

  return {
    name,
    /** the bank's own type once the list has loaded; until then the query's */
    typeId: found?.TypeId ?? (queryType || BankType.kindergarten),
    bank: found,
    select,
  };
}
