import type { Widen } from '../../locales/types';
import type { THelpTexts } from './help.i18n';

/** The Spanish texts, fetched when the user reads Spanish. */
const es: Widen<THelpTexts> = {
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
    childPhotos: 'Álbum de fotos',
    process: 'Evaluación de proceso',
    reports: 'Informes',
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
  process: {
    title: '7. Evaluación de proceso y cuaderno de crecimiento',
    who: 'Docentes',
    s1: 'En el Álbum de fotos elija una clase, suba muchas fotos a la vez y marque los niños que aparecen y su área; al escribir una evaluación elija las fotos del álbum.',
    s2: 'Abra Evaluación de proceso, elija un niño, pulse «Nueva evaluación de proceso» y elija el periodo; complete la portada, el mensaje, las páginas de fotos de cada área y las dos tablas, y cierre las páginas que no observó.',
    s3: 'Cuando todas las páginas están escritas, la evaluación aparece como terminada. En la lista del niño seleccione hasta cuatro evaluaciones terminadas y pulse «Vista previa y descarga» para ver y descargar su cuaderno de crecimiento.',
    s4: 'En una clase de Evaluación de proceso, «Imprimir los cuadernos de la clase» genera a la vez los cuadernos de todos los niños (las cuatro últimas evaluaciones terminadas de cada uno).',
  },
  reports: {
    title: '8. Fin de trimestre: informes y mensajes del profesor',
    who: 'Profesor',
    s1: 'Abra Informes y elija el trimestre y la clase: el portafolio, los temas, el cuaderno, el informe del trimestre y la edición para las familias de cada niño de un vistazo; «Parcial» indica páginas todavía sin datos.',
    s2: 'Pulse «Escribir» junto a un niño para escribir el mensaje del profesor del trimestre (máximo 500 caracteres, con textos predefinidos); se imprime en el informe del trimestre.',
    s3: 'El informe del trimestre se hace con la observación del trimestre y las evaluaciones de los temas; pulse una marca roja «加油» para leer el consejo educativo y ajustarlo para ese niño. La edición para las familias recoge sus palabras.',
    s4: 'Pulse «Imprimir informes en lote» y elija un informe para hacer los PDF de toda la clase de una vez (un archivo o un zip); antes se nombran los niños cuyos informes tienen páginas sin datos.',
  },
};

export default es;
