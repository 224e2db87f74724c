import type { Widen } from '../../locales/types';
import type { THelpTexts } from './help.i18n';

/** The English texts, fetched when the user reads English. */
const en: Widen<THelpTexts> = {
  intro:
    'The usual work of a term, in order. The links after each step open the page; a grey page needs a principal (administrator) account.',
  needAdmin: ' (principal account)',
  pageNames: {
    studyYears: 'School years & terms',
    teachers: 'Teachers',
    classes: 'Classes',
    students: 'Children',
    templates: 'Growth booklet templates',
    records: 'Growth booklets',
    questionBank: 'Question bank',
    questionnaires: 'Questionnaires',
    childPhotos: 'Photo library',
    process: 'Process evaluation',
    reports: 'Reports',
  },
  pages: 'Pages:',
  contents: 'Contents',
  term: {
    title: '1. Before term starts: school year, terms, classes and teachers',
    who: 'Principal',
    s1: 'In School years & terms, click “New school year”, enter its dates and tick your grades. Each school year is split into two terms.',
    s2: 'Click “Open” on the term you will use. Only one term is open at a time; growth records and questionnaires count towards it.',
    s3: 'Add teachers in Teachers (or import them from Excel), then add classes in Classes with their head teacher and teachers.',
    s4: 'Teachers sign in with their own phone number or account and see only the classes they teach.',
  },
  children: {
    title: '2. Import the children',
    who: 'Principal',
    s1: 'Open Children, click “Import” and download the children template (幼儿导入模板.xlsx).',
    s2: 'Fill in one child per row (name, gender, date of birth, …; the first row is the header and the grey sample row is skipped), save, choose the file and the class, then click “Start import”.',
    s3: 'If some rows are wrong, each problem is listed and nothing is imported: correct them in Excel and click “Import again”.',
    s4: 'You can also add a single child with “Add child”, or edit and move children in the list.',
  },
  template: {
    title: '3. Prepare the growth booklet template',
    who: 'Principal',
    s1: 'Open Growth booklet templates, choose the school year and grade, and click “New template”, starting from the default template or an existing one.',
    s2: 'Click “Configure”: set the cover, switch on the modules you need (term observations, growth evaluation, …) and keep their observation points and questions up to date.',
    s3: 'When it is ready, click “Publish”. Teachers can then record with it; every grade needs one published template.',
  },
  record: {
    title: '4. Record the children’s growth',
    who: 'Teachers',
    s1: 'Open Growth booklets, choose your class and click “Record” on a child’s row.',
    s2: 'Fill in page by page: observations, photos, evaluations and messages. Each page saves on its own, so you can finish later.',
    s3: 'The list shows how many pages each child has, so you can see who still needs a record.',
  },
  print: {
    title: '5. Print the booklets',
    who: 'Teachers, principal',
    s1: 'On a child’s growth booklet, click “Download PDF” to make that child’s whole booklet.',
    s2: 'In Growth booklets, use “Print the class’s booklets” to make the booklets of a whole class at once.',
    s3: 'Before printing you are told which children still have pages without records; print only the finished pages or everything.',
  },
  questionnaire: {
    title: '6. Questionnaires',
    who: 'Principal keeps the question bank, teachers fill in',
    s1: 'The principal keeps the questions, by category, in the Question bank, and can import them from Excel.',
    s2: 'Teachers open Questionnaires, choose a class and fill in each child’s questionnaire; “Submitted!” confirms it.',
    s3: 'The class page shows each child’s progress, so nobody is missed; switch to “Results” for the class averages, each child’s average per category, and every answer beside last term’s.',
  },
  process: {
    title: '7. Process evaluation and the growth handbook',
    who: 'Teachers',
    s1: 'In the Photo library choose a class, upload many photos at once and tag the children in them and their area; when you write an evaluation, pick photos from the library.',
    s2: 'Open Process evaluation, choose a child, click “New process evaluation” and pick the period; fill in the cover, the message, the photo pages of each area and the two tables page by page, and close the pages you did not observe.',
    s3: 'Once every page is written the evaluation shows as finished. In the child’s list select up to four finished evaluations and click “Preview and download” to see and download the child’s growth handbook.',
    s4: 'On a class in Process evaluation, “Print the class’s handbooks” makes every child’s handbook at once (each child’s latest four finished evaluations).',
  },
  reports: {
    title: '8. End of term: reports and teacher’s messages',
    who: 'Teacher',
    s1: 'Open Reports and choose the term and the class: every child’s portfolio, theme evaluations, handbook, term report and parent edition at a glance; “Partial” means a report still has pages without data.',
    s2: 'Click “Write” beside a child to write the teacher’s message for the term (at most 500 characters, preset texts available); it is printed in the term report.',
    s3: 'The term report is made from the term observation and the theme evaluations; click a red “加油” marker to read the education advice and adjust it for that child. The parent edition holds the parents’ words.',
    s4: 'Click “Print reports in bulk” and choose a report to make the whole class’s PDFs at once (one merged file or a zip); children whose reports lack data are named first.',
  },
};

export default en;
