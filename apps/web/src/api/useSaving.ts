import type { TApiDomain } from '@kg/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { domainKey } from './queries';

/**
 * A write that refetches what it changed (issue 15): the queries of the domains it names
 * (its own, and the ones that show its data, e.g. a class rename shows in the children's
 * list). Every query's key starts with its catalogue domain (queries.ts), so other screens'
 * queries, and the other keep-alive tabs, stay as they are.
 */
export function useSaving<TBody, TResult>(
  send: (body: TBody) => Promise<TResult>,
  domains: readonly TApiDomain[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(domains.map((domain) => client.invalidateQueries({ queryKey: domainKey(domain) }))),
  });
}
