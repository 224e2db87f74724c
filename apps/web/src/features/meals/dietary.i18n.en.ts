import type { Widen } from '../../locales/types';
import type { TDietaryTexts } from './dietary.i18n';

const en: Widen<TDietaryTexts> = {
  intro:
    'Choose a period to see the nutrition of the school’s published menus, weighted by the children present each day; open the A4 report or download its PDF.',
  mode: { month: 'By month', range: 'Custom' },
  month: 'Month',
  range: 'Period',
  period: '{{start}} to {{end}}',
  upToToday: '(up to today)',
  open: 'Open report',
  download: 'Download PDF',
  preview: 'This period',
  menuDays: 'Days analysed',
  allPeople: 'Children who ate',
  dayPeople: 'Person-days',
  foodKinds: 'Foods served',
  days: '{{count}} days',
  people: '{{count}} children',
  personDays: '{{count}} person-days',
  kinds: '{{count}} foods',
  low: 'Low: ',
  lowNone: 'No nutrient or food group is low',
  reporter: 'Recorded by: {{name}}',
  dateFormat: 'MMM D, YYYY',
  empty:
    'No published menus and attendance in this period: the report would be empty. Publish the weekly menus and record the morning check first.',
  rangeTooLong: 'The period may be at most 92 days',
};

export default en;
