import type { TErrorTranslations } from './errors.i18n';

/** El álbum de fotos de los niños (幼儿相册). */
export const errorsEsPhotos: Pick<TErrorTranslations, 'childPhotos'> = {
  childPhotos: {
    classRequired: 'Elija una clase',
    photosRequired: 'Suba primero las fotos',
    tooManyPhotos: 'Se pueden añadir como máximo 50 fotos a la vez',
    tooManySelected: 'Seleccione como máximo 50 fotos a la vez',
    photoInvalid: 'La foto no es válida; vuelva a subirla',
    takenOnInvalid: 'La fecha en que se tomó la foto no es válida',
    childrenOutsideClass: 'Algunos de los niños elegidos no están en esta clase',
    dimensionInvalid: 'Elija un área válida',
    selectPhotos: 'Seleccione fotos',
    notYourClass: 'Solo puede gestionar las fotos de sus propias clases',
    inOtherClass: 'Esta foto ya está en el álbum de otra clase',
    derivedNotDeletable:
      'Esta foto se usa en un álbum de crecimiento o en una evaluación por temas y no se puede eliminar del álbum',
    added: 'Añadido',
    tagged: 'Etiquetas guardadas',
    deleted: 'Eliminado',
  },
};
