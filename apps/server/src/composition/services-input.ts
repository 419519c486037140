import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../platform/db/client.ts';
import type { Messenger } from '../platform/messenger/messenger.ts';
import type { Metrics } from '../platform/metrics/index.ts';

/** What buildServices (services.ts) is given: configuration, the database, the HTTP server, and tests' stand-ins. */
export type ServicesInput = {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** The HTTP server Socket.IO attaches to. */
  httpServer: Server;
  /** Replaces the configured messenger (tests point it at a fake provider). */
  messenger?: Messenger;
  /** Namespaces Redis keys so parallel test apps do not share counters. */
  redisPrefix?: string;
  replyTtlMs?: number;
  /** Schedules the recurring jobs (the API's main process and the worker; each runs once anyway). */
  scheduleJobs?: boolean;
  /** Times the model calls and reads the worker's memory (the API process; `npm run worker` has no HTTP to show them). */
  metrics?: Metrics;
  /** Runs job workers in this process whatever JOBS_WORKER says (`npm run worker`). */
  runJobWorkers?: boolean;
  /**
   * Tests only, never configuration: trusts a loopback push service's certificate and lets
   * subscriptions and messages reach it (push goes to public addresses only otherwise).
   */
  testPushService?: { ca: string };
};
