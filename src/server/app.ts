import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuth, type Auth } from '#server/auth/auth.ts';
import { memoryCounters, redisCounters } from '#server/auth/attempt-counters.ts';
import { resetLinkSender } from '#server/auth/password-reset.ts';
import { registerGuards } from '#server/auth/guards.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { AppServices } from '#server/app-services.ts';
import { FEATURES } from '#server/features.ts';
import { publishBusinessEvent } from '#server/features/business/publish.service.ts';
import { deleteAccount } from '#server/features/profile/delete-account.service.ts';
import { cleanupJob } from '#server/jobs/cleanup.ts';
import { jobRunner } from '#server/jobs/scheduler.ts';
import { registerClientFiles } from '#server/render/client-files.ts';
import { pageDataFor } from '#server/render/page-data.ts';
import { databaseProbe } from '#server/http/database-probe.ts';
import {
  answerFrameworkError,
  databaseUnavailable,
  isDatabaseUnavailable,
  registerErrorHandler,
} from '#server/lib/errors.ts';
import { createMetrics, type ServerMetrics } from '#server/lib/metrics.ts';
import { registerOriginCheck } from '#server/http/origin-check.ts';
import { registerRequestLog } from '#server/http/request-log.ts';
import { registerRequestMetrics } from '#server/http/request-metrics.ts';
import { registerSecurityHeaders } from '#server/http/security-headers.ts';
import { registerUploadFiles } from '#server/uploads/serve-uploads.ts';
import { uploadStoreFor } from '#server/uploads/upload-store-for.ts';
import { remoteImageFetcher, type RemoteImageReach } from '#server/events/remote-event-image.ts';
import { setEventDateWindow } from '#shared/event-date-window.ts';
import { CSV_MAX_BYTES } from '#shared/schemas/csv-import.ts';
import { IMAGE_MAX_BYTES } from '#shared/schemas/admin-operations.ts';

/** Time to receive a whole request, body included; a slow client gets 408 after it. */
export const REQUEST_TIMEOUT_MS = 20_000;
const HEADERS_TIMEOUT_MS = 10_000;

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: boolean;
  /** The built web app to serve; tests point it at a small stand-in. */
  clientDir?: string;
  /** Lets remote-picture fetches reach a test's local server; never set outside tests. */
  imageReach?: RemoteImageReach;
}

export interface App {
  app: FastifyInstance;
  auth: Auth;
  /** This app's own metrics; main.ts serves them on METRICS_PORT and hands them to the jobs. */
  metrics: ServerMetrics;
}

/** Counters in Redis when several servers must share them, else in this process. */
function sharedRedis(app: FastifyInstance, config: Config) {
  if (!config.redisUrl) return undefined;
  const redis = new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return redis;
}

export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, database } = opts;
  setEventDateWindow(config.eventDates);
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    // No access-log line per request; see request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // A client that trickles its request is cut off with 408 (Node checks every second).
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    frameworkErrors: (error, _request, reply) => answerFrameworkError(error, reply),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app, config.logLevel);
  const metrics = createMetrics(database, { processMetrics: config.metrics !== undefined });
  registerRequestMetrics(app, metrics);
  const runNow = jobRunner(metrics);

  registerSecurityHeaders(app, { https: new URL(config.publicUrl).protocol === 'https:' });
  await app.register(fastifyCompress, { threshold: 1024 });
  // One file per request (CSV or image); its own size limit is checked again by each route.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: Math.max(CSV_MAX_BYTES, IMAGE_MAX_BYTES),
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 100,
    },
  });
  const redis = sharedRedis(app, config);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'swipenyc:rate-limit:' } : {}),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'SwipeNYC API', version: '1.0.0' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  const auth = createAuth(
    database.db,
    config,
    resetLinkSender(config, () => app.log),
  );
  registerOriginCheck(app, config.allowedOrigins);
  app.addHook('onRoute', (route) => {
    // The docs UI is public like any documentation page.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
  });
  registerGuards(app, auth, database.db, { demoLogin: config.demoLogin });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Asks the database itself, so a load balancer takes a server whose database is gone out of
  // rotation, and back once it answers again.
  const probeDatabase = databaseProbe(database.db);
  app.get('/api/health', {
    config: { access: 'public', anyHost: true },
    schema: {
      tags: ['system'],
      response: {
        200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
        503: z.object({
          status: z.literal('error'),
          database: z.literal('unavailable'),
          message: z.string(),
          code: z.literal('DATABASE_UNAVAILABLE'),
        }),
      },
    },
    handler: async (_request, reply) => {
      try {
        await probeDatabase();
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        const { message } = databaseUnavailable();
        return reply.status(503).send({
          status: 'error' as const,
          database: 'unavailable' as const,
          message,
          code: 'DATABASE_UNAVAILABLE' as const,
        });
      }
      return { status: 'ok' as const, database: database.kind };
    },
  });
  const uploadStore = uploadStoreFor(config);
  const services: AppServices = {
    database,
    db: database.db,
    config,
    auth,
    signInCounters: redis ? redisCounters(redis) : memoryCounters(),
    runNow,
    cleanupJob: cleanupJob({ minPassSwipers: config.passCleanupMinSwipers, ...config.cleanup }),
    uploadStore,
    pictures: {
      db: database.db,
      store: uploadStore,
      fetcher: remoteImageFetcher(`SwipeNYC/1.0 (+${config.publicUrl})`, opts.imageReach),
    },
    publishBusinessEvent,
    deleteAccount,
  };
  for (const feature of FEATURES) await app.register(feature, services);
  await registerUploadFiles(app, uploadStore, config.dataDir);
  await registerClientFiles(app, pageDataFor(app, { db: database.db, metrics }), opts.clientDir);
  return { app, auth, metrics };
}
