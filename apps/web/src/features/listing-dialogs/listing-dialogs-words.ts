import { LISTING_ASSISTANT } from '@/entities/listing/listing-words.ts';
import { i18n } from '@/lib/i18n/i18n.ts';

/** The add, edit, sale and delete dialogs' own words (issue 29); each dashboard names its things. */
export const listingDialogsWords = i18n('listingDialogs', {
  details: 'Details',
  optional: '(optional)',
  title: 'Title',
  titlePlaceholder: `Leave blank for ${LISTING_ASSISTANT} to write it`,
  description: 'Description',
  descriptionHint: 'Type it, or tap the microphone and say what it is: brand, model, size. Your words help the assistant.',
  describeByVoice: 'Describe it by voice',
  uploadingVideo: 'Uploading video',
  keepOpen: 'Keep this screen open until the upload finishes.',
  cancelUpload: 'Cancel upload',
  processing: 'Processing',
  videoIn: `The video is in. ${LISTING_ASSISTANT} is getting ready to draft your listing…`,
  tryAgain: 'Try Again',
  changeDetails: 'Change details',
  markedSold: 'Marked as sold: it counts in your sales',
  delete: 'Delete',
});
