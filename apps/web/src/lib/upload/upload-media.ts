import { tokenManager } from '../api/api.ts';
import { createUploader } from './create-uploader.ts';

/** The app's uploader: the session's bearer token, refreshed on a 401 like every API call. */
export const { uploadMedia, uploadMany, postForm } = createUploader({ baseUrl: '/api', tokens: tokenManager });
