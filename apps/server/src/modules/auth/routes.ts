import { requestLanguage } from '../../platform/i18n/request-language.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authSessionSchema,
  codeChannelReplySchema,
  codeRefusedReplySchema,
  codeSentReplySchema,
  forgotPasswordBody,
  loginBody,
  logoutBody,
  refreshBody,
  refreshReplySchema,
  registerBody,
  registerReplySchema,
  resendOtpBody,
  resetPasswordBody,
  resetTokenReplySchema,
  loginRefusedReplySchema,
  verifyForgotPasswordBody,
  verifyOtpBody,
} from '@sokoni/contracts/auth';
import { noDataSchema } from '@sokoni/contracts/envelope';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { bearerToken } from '../../platform/http/bearer.ts';
import { ok } from '../../platform/http/reply.ts';
import { createdReplies, replies } from '../../platform/http/reply-schemas.ts';
import type { TokenSigner } from '../../platform/security/tokens.ts';
import type { AuthService, ClientMeta } from './service.ts';

const tags = ['auth'];
const meta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  language: requestLanguage(request),
});

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; signer: TokenSigner }> = async (app, { auth, signer }) => {
  app.post('/auth/register', { schema: { tags, summary: 'Create an account; a signup code is sent', body: registerBody, response: createdReplies(registerReplySchema) } }, async (request, reply) => {
    const data = await auth.register(request.body, meta(request));
    return reply.status(201).send(ok(data, AUTH_MESSAGES.codeSent));
  });

  app.post('/auth/verify-otp', { schema: { tags, summary: 'Verify the signup code and sign in', body: verifyOtpBody, response: replies(authSessionSchema) } }, async (request) =>
    ok(await auth.verifySignup(request.body, meta(request)), AUTH_MESSAGES.accountCreated),
  );

  app.post('/auth/login', { schema: { tags, summary: 'Sign in with phone number and password', body: loginBody, response: { ...replies(authSessionSchema), 403: loginRefusedReplySchema } } }, async (request) =>
    ok(await auth.login(request.body, meta(request)), AUTH_MESSAGES.loggedIn),
  );

  app.post('/auth/logout', { schema: { tags, summary: "End the presented session", body: logoutBody, response: replies(noDataSchema) } }, async (request) => {
    const token = bearerToken(request.headers.authorization);
    await auth.logout({
      refreshToken: request.body?.refreshToken,
      // An expired access token still names its session.
      sessionId: token ? await signer.sessionOf(token) : undefined,
    });
    return ok(null, AUTH_MESSAGES.loggedOut);
  });

  for (const path of ['/auth/refresh', '/auth/refresh-token']) {
    app.post(path, { schema: { tags, summary: 'Rotate the refresh token and get a new access token', body: refreshBody, response: replies(refreshReplySchema) } }, async (request) =>
      ok(await auth.refresh(request.body.refreshToken)),
    );
  }

  app.post('/auth/forgot-password', { schema: { tags, summary: 'Send a password reset code', body: forgotPasswordBody, response: { ...replies(codeSentReplySchema), 429: codeRefusedReplySchema } } }, async (request) =>
    ok(await auth.forgotPassword(request.body, meta(request)), AUTH_MESSAGES.resetCodeSent),
  );

  app.post(
    '/auth/verify-forgot-password',
    { schema: { tags, summary: 'Verify the reset code; returns a reset token', body: verifyForgotPasswordBody, response: replies(resetTokenReplySchema) } },
    async (request) => ok(await auth.verifyForgotPassword(request.body, meta(request)), AUTH_MESSAGES.otpVerified),
  );

  app.post('/auth/reset-password', { schema: { tags, summary: 'Set a new password with a reset token', body: resetPasswordBody, response: replies(noDataSchema) } }, async (request) => {
    await auth.resetPassword(request.body);
    return ok(null, AUTH_MESSAGES.passwordReset);
  });

  app.get('/auth/code-channel', { schema: { tags, summary: 'How codes reach phones (whatsapp, sms, or the development outbox)', response: replies(codeChannelReplySchema) } }, async () =>
    ok(auth.codeChannel()),
  );

  app.post('/auth/resend-otp', { schema: { tags, summary: 'Send a new code (60 s cooldown)', body: resendOtpBody, response: { ...replies(codeSentReplySchema), 429: codeRefusedReplySchema } } }, async (request) =>
    ok(await auth.resendCode(request.body, meta(request)), AUTH_MESSAGES.codeResent),
  );
};
