import { namespace } from '../../locales/namespace';
import { section } from '../../locales/section';

/**
 * 使用帮助 (issue 14 item 13): the main workflows for school staff, each with the pages it
 * uses. Button names are quoted as the product shows them.
 */
const zhCN = {
  intro:
    '这里按一个学期的顺序介绍常用操作。每一步后面的链接可直接打开对应页面；灰色的页面需要园长（管理员）账号才能打开。',
  needAdmin: '（需园长账号）',
  pageNames: {
    studyYears: '学年学期',
    teachers: '教师管理',
    classes: '班级管理',
    students: '幼儿管理',
    templates: '成长档案模板',
    records: '成长档案',
    questionBank: '过程评价题库',
    questionnaires: '问卷评价',
  },
  pages: '相关页面：',
  contents: '目录',
  term: {
    title: '一、开学准备：学年、学期、班级和教师',
    who: '园长',
    s1: '在“学年学期”点“新建学年”，填写起止日期并勾选本园的年级。每个学年自动分为两个学期。',
    s2: '在要使用的学期上点“开启”。全园同一时间只开启一个学期，成长记录和问卷都计入这个学期。',
    s3: '在“教师管理”添加教师（可从 Excel 批量导入），再在“班级管理”新增班级，选择班主任和任课教师。',
    s4: '教师用自己的手机号或账号登录后，只能看到自己任教的班级。',
  },
  children: {
    title: '二、导入幼儿',
    who: '园长',
    s1: '打开“幼儿管理”，点“导入”，先下载“幼儿导入模板.xlsx”。',
    s2: '按模板逐行填写（姓名、性别、出生日期等；第一行为表头，灰色示例行会自动跳过），保存后选择文件和要导入到的班级，点“开始导入”。',
    s3: '如有错误，会列出每一行的问题，本次不导入任何数据：在 Excel 中改正后点“重新导入”即可。',
    s4: '个别幼儿也可以点“新增幼儿”逐个添加，或在列表中编辑、调班。',
  },
  template: {
    title: '三、准备成长档案模板',
    who: '园长',
    s1: '打开“成长档案模板”，选择学年和年级，点“新建模板”，从默认模板或已有模板开始。',
    s2: '点“配置”进入模板配置：设置封面，开启需要的模块（学期观察、成长评价表等），在模块配置里维护观察点和成长问题。',
    s3: '检查无误后点“发布”。发布后教师即可按此模板记录；每个年级都需要一份已发布的模板。',
  },
  record: {
    title: '四、记录幼儿成长',
    who: '教师',
    s1: '打开“成长档案”，选择自己的班级，在幼儿一行点“去记录”。',
    s2: '按页填写：观察记录、照片、评价和寄语。每页单独保存，没写完的内容可以下次接着写。',
    s3: '列表里可以看到每个幼儿完成了多少页，方便安排还没有记录的幼儿。',
  },
  print: {
    title: '五、打印成长档案',
    who: '教师、园长',
    s1: '在幼儿的成长档案页点“下载PDF”，生成这个幼儿的整本档案。',
    s2: '在“成长档案”的班级上点“批量打印成长档案”，可一次生成全班的档案。',
    s3: '打印前系统会提示哪些幼儿还有未记录的页面，可以只打印已完成的页面，或全部打印。',
  },
  questionnaire: {
    title: '六、问卷评价',
    who: '园长维护题库，教师填写',
    s1: '园长在“过程评价题库”中按分类维护题目，也可以从 Excel 导入题目。',
    s2: '教师打开“问卷评价”，选择班级，逐个为幼儿填写问卷，提交后显示“提交成功！”。',
    s3: '班级页会显示每个幼儿的完成情况，方便查漏补缺；切换到“查看结果”可看班级平均、每名幼儿各分类的平均，以及每道题本学期与上学期的对比。',
  },
};

const en: typeof zhCN = {
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
};

const es: typeof zhCN = {
  intro:
    'El trabajo habitual de un trimestre, en orden. Los enlaces de cada paso abren la página; una página en gris necesita una cuenta de dirección (administrador).',
  needAdmin: ' (cuenta de dirección)',
  pageNames: {
    studyYears: 'Cursos y trimestres',
    teachers: 'Docentes',
    classes: 'Clases',
    students: 'Niños',
    templates: 'Plantillas del cuaderno',
    records: 'Cuadernos de crecimiento',
    questionBank: 'Banco de preguntas',
    questionnaires: 'Cuestionarios',
  },
  pages: 'Páginas:',
  contents: 'Contenido',
  term: {
    title: '1. Antes de empezar: curso, trimestres, clases y docentes',
    who: 'Dirección',
    s1: 'En Cursos y trimestres, pulse «Nuevo curso», indique las fechas y marque los niveles de su escuela. Cada curso se divide en dos trimestres.',
    s2: 'Pulse «Abrir» en el trimestre que va a usar. Solo hay un trimestre abierto a la vez; los registros y los cuestionarios cuentan para él.',
    s3: 'Añada a los docentes en Docentes (o impórtelos desde Excel) y después las clases en Clases, con su tutor y sus docentes.',
    s4: 'Cada docente entra con su teléfono o su cuenta y solo ve las clases en las que enseña.',
  },
  children: {
    title: '2. Importar a los niños',
    who: 'Dirección',
    s1: 'Abra Niños, pulse «Importar» y descargue la plantilla de niños (幼儿导入模板.xlsx).',
    s2: 'Escriba un niño por fila (nombre, sexo, fecha de nacimiento…; la primera fila es el encabezado y la fila gris de ejemplo se omite), guarde, elija el archivo y la clase y pulse «Empezar la importación».',
    s3: 'Si hay filas con errores, se muestra cada problema y no se importa nada: corríjalas en Excel y pulse «Importar de nuevo».',
    s4: 'También puede añadir un niño con «Añadir niño», o editar y cambiar de clase desde la lista.',
  },
  template: {
    title: '3. Preparar la plantilla del cuaderno de crecimiento',
    who: 'Dirección',
    s1: 'Abra Plantillas del cuaderno, elija el curso y el nivel y pulse «Nueva plantilla», a partir de la plantilla por defecto o de una existente.',
    s2: 'Pulse «Configurar»: prepare la portada, active los módulos que necesite (observaciones del trimestre, evaluación del crecimiento…) y mantenga sus puntos de observación y preguntas.',
    s3: 'Cuando esté lista, pulse «Publicar». Los docentes ya pueden registrar con ella; cada nivel necesita una plantilla publicada.',
  },
  record: {
    title: '4. Registrar el crecimiento de los niños',
    who: 'Docentes',
    s1: 'Abra Cuadernos de crecimiento, elija su clase y pulse «Registrar» en la fila de un niño.',
    s2: 'Rellene página a página: observaciones, fotos, evaluaciones y mensajes. Cada página se guarda por separado, así que puede terminar más tarde.',
    s3: 'La lista muestra cuántas páginas tiene cada niño, para ver a quién le falta un registro.',
  },
  print: {
    title: '5. Imprimir los cuadernos',
    who: 'Docentes y dirección',
    s1: 'En el cuaderno de un niño, pulse «Descargar PDF» para obtener su cuaderno completo.',
    s2: 'En Cuadernos de crecimiento, use «Imprimir los cuadernos de la clase» para obtener los de toda una clase a la vez.',
    s3: 'Antes de imprimir se indica qué niños tienen páginas sin registrar; imprima solo las páginas terminadas o todo.',
  },
  questionnaire: {
    title: '6. Cuestionarios',
    who: 'La dirección mantiene el banco de preguntas; los docentes responden',
    s1: 'La dirección mantiene las preguntas, por categorías, en el Banco de preguntas, y puede importarlas desde Excel.',
    s2: 'Los docentes abren Cuestionarios, eligen una clase y rellenan el cuestionario de cada niño; «¡Enviado!» lo confirma.',
    s3: 'La página de la clase muestra el avance de cada niño, para que no falte nadie; en «Resultados» verá las medias de la clase, la media de cada niño por categoría y cada respuesta junto a la del trimestre anterior.',
  },
};

export const helpTexts = namespace('help', section(zhCN, en, es));
