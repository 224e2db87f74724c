/**
 * Why an app instance answers 503 to /api/ready (issue 21): for a load balancer's log and an
 * operator, so each names the instance (INSTANCE_ID, else host:pid) and one reason.
 */
export const READINESS_MESSAGES = {
  databaseDown: '实例 {instance} 未就绪：数据库无法连接',
  migrationsPending: '实例 {instance} 未就绪：数据库迁移尚未全部执行',
  filesDown: '实例 {instance} 未就绪：文件存储无法访问',
} as const;
