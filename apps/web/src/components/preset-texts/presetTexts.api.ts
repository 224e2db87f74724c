import type { PresetMessageType, TPage, TPresetText } from '@kg/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';

const BASE = '/api/mgd/GrowthMessage';

export type TPresetMessageType = (typeof PresetMessageType)[keyof typeof PresetMessageType];

export const presetTextKeys = {
  all: ['preset-texts'] as const,
  page: (messageType: TPresetMessageType, pageIndex: number, pageSize: number) =>
    ['preset-texts', messageType, pageIndex, pageSize] as const,
};

/** E45: one page of the caller's own texts (newest first) and then the system ones. */
export function usePresetTextPage(
  messageType: TPresetMessageType,
  pageIndex: number,
  pageSize: number,
  enabled = true,
) {
  return useQuery({
    queryKey: presetTextKeys.page(messageType, pageIndex, pageSize),
    queryFn: ({ signal }) =>
      http.get<TPage<TPresetText>>(
        `${BASE}/GetGrowthMessagePage`,
        { PageIndex: pageIndex, PageSize: pageSize, MessageType: messageType },
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
    // Texts added on another device show as soon as a dialog opens again.
    refetchOnMount: 'always',
  });
}

/** Both lists (picker and editor) show what changed. */
function usePresetTextWrite<TBody>(send: (body: TBody) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: presetTextKeys.all }),
  });
}

/** E47, E48: a refusal (empty, too long, the 15 limit) is shown by the client with the server's words. */
export const useAddPresetText = () =>
  usePresetTextWrite((body: { Content: string; MessageType: TPresetMessageType }) =>
    http.post<{ Id: number }>(`${BASE}/AddGrowthMessage`, body),
  );

/** E44, E49 */
export const useDeletePresetTexts = () =>
  usePresetTextWrite((ids: number[]) => http.post<null>(`${BASE}/DeleteGrowthMessage`, { ids }));
