import { LISTING_ASSISTANT, type DropLabels } from '@/entities/listing/listing-words.ts';

/** The add flow, in a car dealer's words: video first, the AI drafts, make and model stay the dealer's. */
export const VEHICLE_DROP_LABELS: DropLabels = {
  title: 'Add a vehicle',
  description: `Walk around the vehicle on video: outside, inside, the dashboard with the odometer. ${LISTING_ASSISTANT} drafts the listing; you confirm the make, model, year and mileage.`,
  video: 'Walk-around video',
  submit: 'Upload Vehicle',
  successTitle: 'Your vehicle is uploaded!',
  successText: `${LISTING_ASSISTANT} is drafting the listing from the video. When it is ready we will ask you to confirm the make, model, year and mileage.`,
  back: 'Back to Inventory',
  another: 'Add Another Vehicle',
};
