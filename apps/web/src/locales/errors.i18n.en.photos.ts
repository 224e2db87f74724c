import type { TErrorTranslations } from './errors.i18n';

/** The child photo library (幼儿相册). */
export const errorsEnPhotos: Pick<TErrorTranslations, 'childPhotos'> = {
  childPhotos: {
    classRequired: 'Please choose a class',
    photosRequired: 'Please upload the photos first',
    tooManyPhotos: 'At most 50 photos can be added at once',
    tooManySelected: 'Select at most 50 photos at once',
    photoInvalid: 'This photo is not valid; please upload it again',
    takenOnInvalid: 'The date the photo was taken is not valid',
    childrenOutsideClass: 'Some of the chosen children are not in this class',
    dimensionInvalid: 'Please choose a valid area',
    selectPhotos: 'Please select photos',
    notYourClass: 'You can only manage the photos of your own classes',
    inOtherClass: 'This photo is already in another class’s album',
    derivedNotDeletable:
      'This photo is used in a growth record or a theme evaluation and cannot be deleted from the album',
    added: 'Added',
    tagged: 'Tags saved',
    deleted: 'Deleted',
  },
};
