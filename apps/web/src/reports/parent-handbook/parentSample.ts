import { backgroundUrl, type TParentCategory, type TParentHandbook } from '@kg/contracts';

/**
 * H44: the fixed sample of the parent edition (?sample=1): what a school shows families before
 * the term's evaluations exist. Made-up names, the product's own pictures; nothing is read.
 */
const category = (
  CateId: number,
  CateName: string,
  Description: string,
  items: Array<[string, number, number]>,
  pictures: string[],
  ParentMessage: string,
): TParentCategory => ({
  CateId,
  CateName,
  Description,
  IsBaby: false,
  Max: 6,
  Content: items.map(([Name, Value, PreviousValue]) => ({ Name, Value, PreviousValue })),
  ImgList: pictures.map(backgroundUrl).join(','),
  VideoList: '',
  AudioList: '',
  ParentMessage,
  ParentMessageUpdatedAt: null,
  IsStatus: 1,
  Legend_data: ['上学期', '本学期'],
  Xaxis_data: items.map(([name]) => name),
  Series: [
    { name: '上学期', data: items.map(([, , before]) => before) },
    { name: '本学期', data: items.map(([, now]) => now) },
  ],
});

export const PARENT_SAMPLE: TParentHandbook = {
  SchoolName: '示例幼儿园',
  StudentId: 0,
  StudentName: '乐乐',
  GradeName: '中班',
  ClassName: '中一班',
  CycleId: 0,
  CycleName: '示例学期',
  PreviousCycleName: '上学期',
  IsBaby: false,
  Editable: false,
  Categories: [
    category(
      1,
      '健康',
      '关注幼儿的身心状况、动作发展和生活习惯与自理能力。',
      [
        ['情绪总体稳定，在园大部分时间心情愉快', 5, 4],
        ['能单脚连续向前跳，动作协调', 4, 3],
        ['能用筷子吃饭，进餐时细嚼慢咽', 5, 3],
        ['能自己穿脱衣服和鞋袜，会扣纽扣', 6, 4],
        ['能按时午睡，早晚在提醒下刷牙', 4, 4],
      ],
      ['sunny-meadow', 'spring-flowers'],
      '乐乐现在每天早上都自己穿衣服，还会提醒我们饭前洗手。周末我们一起去公园跳绳，他已经能连续跳五下了！',
    ),
    category(
      2,
      '语言',
      '关注幼儿的倾听与表达、阅读与书写准备。',
      [
        ['别人讲话时能注意听，并作出回应', 5, 4],
        ['能清楚地讲述自己经历的一件事', 4, 2],
        ['喜欢听故事、看图书，会自己翻书', 6, 5],
        ['愿意在集体面前说话，声音响亮', 3, 2],
      ],
      ['little-town'],
      '睡前故事是我们家最喜欢的时间，乐乐开始会给妹妹讲故事了。',
    ),
  ],
};
