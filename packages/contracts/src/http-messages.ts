/**
 * The client's message catalogue for HTTP statuses (REQUIREMENTS O03-O13, SPEC §8).
 * The server sends the same texts in `msg` for the statuses it produces itself.
 */
export const HTTP_MESSAGES = {
  401: '登录已过期，请重新登录',
  403: '失败！该操作无权限',
  404: '失败！访问接口不存在',
  405: '失败！请求http方法错误',
  415: '失败！参数没有指定Body还是Query',
  429: '刷新次数过多，请稍事休息重试！',
  500: '失败！服务器异常',
  other: '失败！请求错误',
  disconnected: '失败！服务器断开',
  timeout: '请求超时！',
  /** a NUL character (\u0000) anywhere in a request's values (issue 14 item 17): never stored */
  nulCharacter: '提交的内容含有无效字符（空字符），请删除后重试',
} as const;

/** Text for a status without its own entry: '失败！请求错误' followed by the status (O12). */
export function httpMessage(status: number): string {
  const known = (HTTP_MESSAGES as Record<number, string>)[status];
  return known ?? `${HTTP_MESSAGES.other}${status}`;
}

/** Success texts (DECISIONS 30). */
export const SUCCESS_MESSAGES = {
  add: '添加成功',
  addQuestion: '增加成功',
  update: '修改成功',
  delete: '删除成功',
  clear: '清除成功',
  operate: '操作成功',
  save: '保存成功',
  cancelled: '已取消',
  removed: '已删除',
  sent: '发送成功',
  backendReady: '后台初始化成功',
} as const;

/** Client time limits (P01, P02). */
export const HTTP_TIMEOUT_MS = 20_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
