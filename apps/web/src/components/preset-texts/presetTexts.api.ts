import { API, type PresetMessageType } from '@kg/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { http } from '../../api/http';
import { useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';

export type TPresetMessageType = (typeof PresetMessageType)[keyof typeof PresetMessageType];

/** E45: one page of the caller's own texts (newest first) and then the system ones. */
export function usePresetTextPage(
  messageType: TPresetMessageType,
  pageIndex: number,
  pageSize: number,
  enabled = true,
) {
  return useEndpoint(
    API.presetTexts.page,
    { PageIndex: pageIndex, PageSize: pageSize, MessageType: messageType },
    {
      enabled,
      placeholderData: keepPreviousData,
      // Texts added on another device show as soon as a dialog opens again.
      refetchOnMount: 'always',
    },
  );
}

/** E47, E48: a refusal (empty, too long, the 15 limit) is shown by the client with the server's words. */
export const useAddPresetText = () =>
  useSaving(
    (body: { Content: string; MessageType: TPresetMessageType }) => http.request(API.presetTexts.add, body),
    // Both lists (picker and editor) show what changed.
    ['presetTexts'],
  );

/** E44, E49 */
export const useDeletePresetTexts = () =>
  useSaving((ids: number[]) => http.request(API.presetTexts.remove, { ids }), ['presetTexts']);
