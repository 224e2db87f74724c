import type { ThemeConfig } from 'antd';

/** Brand colours: a warm teal, calm enough for long working days. */
export const BRAND = {
  primary: '#0f9b8e',
  primaryDark: '#0b7a70',
  sider: '#0e2f2d',
  siderDeep: '#0a2422',
  accent: '#f5a524',
} as const;

export const FONT_FAMILY =
  "'Noto Sans SC', -apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', sans-serif";

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorInfo: BRAND.primary,
    colorLink: BRAND.primaryDark,
    colorBgLayout: '#f3f6f5',
    borderRadius: 10,
    borderRadiusLG: 14,
    fontFamily: FONT_FAMILY,
    controlHeight: 36,
  },
  components: {
    Layout: { siderBg: BRAND.sider, headerBg: '#ffffff', bodyBg: '#f3f6f5', headerPadding: '0 20px' },
    Menu: {
      darkItemBg: BRAND.sider,
      darkSubMenuItemBg: BRAND.siderDeep,
      darkPopupBg: BRAND.sider,
      darkItemSelectedBg: BRAND.primary,
      darkItemColor: 'rgba(255,255,255,0.72)',
      darkItemHoverColor: '#ffffff',
      itemBorderRadius: 8,
      itemMarginInline: 10,
    },
    Card: { headerFontSize: 16 },
    Table: { headerBg: '#f6f9f8', headerColor: '#3a4a48', rowHoverBg: '#f1f8f7' },
    Tabs: { horizontalMargin: '0' },
  },
};
