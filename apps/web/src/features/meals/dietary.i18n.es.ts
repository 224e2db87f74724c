import type { Widen } from '../../locales/types';
import type { TDietaryTexts } from './dietary.i18n';

const es: Widen<TDietaryTexts> = {
  intro:
    'Elija un periodo para ver la nutrición de los menús publicados, ponderada por los niños presentes cada día; abra el informe A4 o descargue su PDF.',
  mode: { month: 'Por mes', range: 'Personalizado' },
  month: 'Mes',
  range: 'Periodo',
  period: '{{start}} a {{end}}',
  upToToday: '(hasta hoy)',
  open: 'Ver informe',
  download: 'Descargar PDF',
  preview: 'Este periodo',
  menuDays: 'Días analizados',
  allPeople: 'Niños que comieron',
  dayPeople: 'Comensales-día',
  foodKinds: 'Alimentos servidos',
  days: '{{count}} días',
  people: '{{count}} niños',
  personDays: '{{count}} comensales-día',
  kinds: '{{count}} alimentos',
  low: 'Bajos: ',
  lowNone: 'Ningún nutriente ni grupo de alimentos está bajo',
  reporter: 'Registrado por: {{name}}',
  dateFormat: 'D MMM YYYY',
  empty:
    'No hay menús publicados ni asistencia en este periodo: el informe estaría vacío. Publique antes los menús semanales y registre el control matutino.',
  rangeTooLong: 'El periodo puede tener como máximo 92 días',
};

export default es;
