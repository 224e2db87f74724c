import { describe, expect, it } from 'vitest';
import { monthSummary } from './month-summary';

const sheet = (values: number[]) => {
  const names = [
    ['健康', '动作发展', '能双脚连续向前跳'],
    ['健康', '生活习惯', '能自己用勺子吃饭'],
    ['语言', '倾听与表达', '能安静地听别人讲话'],
    ['语言', '阅读准备', '喜欢看图画书'],
    ['社会', '人际交往', '愿意和小朋友一起玩'],
    ['科学', '数学认知', '能点数5以内的物体'],
    ['艺术', '表现与创造', '喜欢涂涂画画'],
  ] as const;
  const dims: Array<{
    Name: string;
    Title: string;
    Describe: string;
    info: Array<{ Name: string; info: Array<{ Id: number; Name: string; Value: number }> }>;
  }> = [];
  names.forEach(([d, e, p], i) => {
    let dim = dims.find((x) => x.Name === d);
    if (!dim) {
      dim = { Name: d, Title: '', Describe: '', info: [] };
      dims.push(dim);
    }
    let el = dim.info.find((x) => x.Name === e);
    if (!el) {
      el = { Name: e, info: [] };
      dim.info.push(el);
    }
    el.info.push({ Id: i + 1, Name: p, Value: values[i] ?? 1 });
  });
  return dims;
};

describe('monthSummary (G30)', () => {
  it('names the child, counts the frequencies, quotes strengths and gaps, and suggests one thing for home', () => {
    const text = monthSummary({
      studentName: '李想',
      gender: 2,
      month: '3月',
      dimensions: sheet([1, 1, 2, 1, 3, 1, 1]),
    })!;
    expect(text).toMatch(/^3月的观察中，李想在7个观察点里有5项经常出现，1项偶尔出现，1项暂未出现。/);
    expect(text).toContain('她在');
    expect(text).toContain('“能安静地听别人讲话”正在慢慢形成');
    expect(text).toContain('“愿意和小朋友一起玩”还没有出现');
    expect(text).toContain('同伴');
    expect(text.length).toBeLessThanOrEqual(500);
  });

  it('is deterministic and praises a child with everything often', () => {
    const all = monthSummary({
      studentName: '王乐',
      gender: 1,
      month: '',
      dimensions: sheet([1, 1, 1, 1, 1, 1, 1]),
    })!;
    expect(all).toBe(
      monthSummary({ studentName: '王乐', gender: 1, month: '', dimensions: sheet([1, 1, 1, 1, 1, 1, 1]) }),
    );
    expect(all).toContain('他在各方面都发展得很均衡');
  });

  it('needs every point scored', () => {
    expect(
      monthSummary({
        studentName: '王乐',
        gender: 1,
        month: '3月',
        dimensions: sheet([1, 0, 1, 1, 1, 1, 1]),
      }),
    ).toBeNull();
    expect(monthSummary({ studentName: '王乐', gender: 1, month: '3月', dimensions: [] })).toBeNull();
  });
});
