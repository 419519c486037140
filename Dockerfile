# syntax=docker/dockerfile:1
# One image for every Sokoni process: API servers (the default command) and job workers
# (`node apps/server/dist/worker.js`). Build with `docker build -t sokoni .`
# The server is built into JavaScript here (apps/server/dist); no TypeScript compiler ships in the image.
# See docs/deploy.md for the settings and the reference layout (compose.yaml).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app (and its server-rendered first paint) and the server are built once here; the dev tools go after.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# tini forwards SIGTERM to Node (PID 1 would not), so the graceful shutdown runs on `docker stop`.
# Liberation fonts draw the demo catalog's pictures when `npm run seed` is run in the container.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini fonts-liberation \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir /data && chown node:node /data
WORKDIR /app
# Two malloc arenas, not one per thread: the server, the model process and ffmpeg give freed memory back (bench/results/memory.md).
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data SEED_DEMO=false MALLOC_ARENA_MAX=2
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/server/dist/main.js"]
