import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write whose success refetches every query: administration changes (a class, a teacher,
 * a term) show in lists, selects and counts all over the app, and these writes are rare.
 */
export function useSaving<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries() });
}
