/** The demo accounts the seed creates (README "Demo accounts"). All share one password. */
export const DEMO_PASSWORD = 'Kinder@2026';

export const SUNSHINE = '阳光幼儿园';
export const RAINBOW = '彩虹幼儿园';
export const APP_NAME = '幼儿成长评价平台';
export const PLATFORM_TITLE = '智慧幼儿园物联网大数据平台';

export type TAccount = { name: string; phone: string; realName: string; school: string };

export const ACCOUNTS = {
  admin: { name: 'admin', phone: '13800000001', realName: '陈园长', school: SUNSHINE },
  teacher: { name: 'teacher', phone: '13800000002', realName: '王丽', school: SUNSHINE },
  multi: { name: 'multi', phone: '13800000003', realName: '林晓', school: SUNSHINE },
  doctor: { name: 'doctor', phone: '13800000004', realName: '刘医生', school: SUNSHINE },
  district: { name: 'district', phone: '13800000005', realName: '朝阳区学前教育科', school: SUNSHINE },
  rainbow: { name: 'rainbow', phone: '13800000011', realName: '赵园长', school: RAINBOW },
} satisfies Record<string, TAccount>;

export type TAccountKey = keyof typeof ACCOUNTS;

/** `<title> - 幼儿成长评价平台` (A12). */
export const pageTitle = (title: string) => `${title} - ${APP_NAME}`;
