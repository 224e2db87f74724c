import { HTTP_MESSAGES, httpMessage, PDF_MESSAGES } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/createHttpClient';
import { failureText } from './usePdfFailure';

/**
 * Issue 14 item 16 (N08, DECISIONS D4): whatever made a PDF fail, the words are the server's
 * own msg when it sent one, else 生成失败, never the client's catalogue text for a status.
 */
const FAILED = PDF_MESSAGES.failed;

describe('failureText', () => {
  it('shows the server msg of a refusal or of a 200 with success false', () => {
    expect(failureText(new ApiError('http', '查询参数过多', 400, true), FAILED)).toBe('查询参数过多');
    expect(failureText(new ApiError('http', PDF_MESSAGES.unavailable, 503, true), FAILED)).toBe(
      PDF_MESSAGES.unavailable,
    );
    expect(failureText(new ApiError('business', PDF_MESSAGES.timeout, 200, true), FAILED)).toBe(
      PDF_MESSAGES.timeout,
    );
  });

  it.each([
    ['a 500 with an empty msg', new ApiError('http', HTTP_MESSAGES[500], 500)],
    ['a 503 without an envelope', new ApiError('http', httpMessage(503), 503)],
    ['a lost connection', new ApiError('network', HTTP_MESSAGES.disconnected)],
    ['a time-out', new ApiError('timeout', HTTP_MESSAGES.timeout)],
    ['a 200 with success false and no msg', new ApiError('business', '', 200, true)],
    ['the server’s generic fault text', new ApiError('http', HTTP_MESSAGES[500], 500, true)],
    ['a failure that is not an API error', new TypeError('Failed to fetch')],
    ['nothing at all', undefined],
  ])('shows 生成失败 for %s', (_, error) => {
    expect(failureText(error, FAILED)).toBe(FAILED);
  });
});
