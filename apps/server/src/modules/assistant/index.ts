// The assistant module's face: the shopping assistant and AI Discovery (doc 2 §2.1–§2.3, §7).
export { createAssistantRepo, pruneGuestSessions } from './repo.ts';
export { indexPictures, mirroredMeanVector, PICTURE_INDEX_EVERY_MS, pictureIndexJob } from './picture-index.ts';
export { pictureHash } from './picture-hash.ts';
export { createCatalogCentre } from './picture-centre.ts';
export { createMarketPrices, findCandidates, findSimilarPictures } from './retrieval.ts';
export { assistantRoutes } from './routes.ts';
export { createAssistantService, type AssistantService } from './service.ts';
export { createVoiceService, type VoiceService } from './voice-service.ts';
export { voiceRoutes } from './voice-routes.ts';
