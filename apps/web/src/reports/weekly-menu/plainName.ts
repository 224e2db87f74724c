/**
 * Parents read 稻米, 纯牛奶（全脂）, 牛肉（瘦）: the table's 代表值 (a representative sample) and
 * its fat grades (fat 3g) mean nothing on a menu for a family.
 */
export const plainName = (name: string) =>
  name
    .replace(/(代表值|fat\s*\d+(\.\d+)?\s*g)[，,]?\s*/g, '')
    .replace(/[，,]\s*（/g, '（')
    .replace(/[，,]\s*）/g, '）')
    .replace(/（\s*）/g, '');
