import { requestLanguage } from '../../platform/i18n/request-language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idVerificationBody,
  idVerificationSubmittedSchema,
  myIdVerificationSchema,
  phoneCodeRequestBody,
  phoneCodeSentSchema,
  phoneCodeVerifyBody,
  phoneVerifiedSchema,
  VERIFICATION_MESSAGES,
} from '@sokoni/contracts/verification';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import { createdReplies, replies } from '../../platform/http/reply-schemas.ts';
import type { VerificationService } from './service.ts';

const tags = ['verification'];

/** doc 2 §7 Account: phone re-verification and ID verification, for the signed-in user. */
export const verificationRoutes: FastifyPluginAsyncZod<{ verification: VerificationService }> = async (app, { verification }) => {
  const signedIn = { onRequest: app.requireAuth };

  app.post(
    '/verification/phone/request',
    { ...signedIn, schema: { tags, summary: "Send a code to the account's own phone number (it cannot be changed)", body: phoneCodeRequestBody, response: replies(phoneCodeSentSchema) } },
    async (request) => ok(await verification.requestPhoneCode(authOf(request).userId, request.body, requestLanguage(request)), VERIFICATION_MESSAGES.codeSent),
  );

  app.post(
    '/verification/phone/verify',
    { ...signedIn, schema: { tags, summary: 'Verify the phone with the code sent', body: phoneCodeVerifyBody, response: replies(phoneVerifiedSchema) } },
    async (request) => ok(await verification.verifyPhone(authOf(request).userId, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }), VERIFICATION_MESSAGES.phoneVerified),
  );

  app.post(
    '/user-verification',
    {
      ...signedIn,
      schema: { tags, summary: 'Submit an ID document and a selfie video (your own uploads with purpose verification) for review', body: idVerificationBody, response: createdReplies(idVerificationSubmittedSchema) },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await verification.submitId(authOf(request).userId, request.body), VERIFICATION_MESSAGES.submitted);
    },
  );

  app.get(
    '/user-verification',
    { ...signedIn, schema: { tags, summary: 'Your latest ID verification submission, with signed addresses of your files', response: replies(myIdVerificationSchema) } },
    async (request) => ok(await verification.mySubmission(authOf(request).userId)),
  );
};
