# syntax=docker/dockerfile:1
# The Velora site and its API in one image: the static build served by the Fastify server, with
# the delivery worker. Run several replicas against one PostgreSQL (compose.yaml, README "At scale").

# --- build: every dependency, then the static site (dist/client) -------------------------------
FROM node:24-slim AS build
WORKDIR /app
ENV ASTRO_TELEMETRY_DISABLED=1
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
# Build-time settings the browser receives (they must match the server's at run time).
ARG PUBLIC_SITE_URL=https://www.velora.ch
ARG HUMAN_VERIFICATION=altcha
ENV PUBLIC_SITE_URL=$PUBLIC_SITE_URL HUMAN_VERIFICATION=$HUMAN_VERIFICATION
RUN npm run build

# --- production dependencies only ---------------------------------------------------------------
FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- publisher: the same server with the build toolchain, for editors -------------------------
# Publish-to-live (STORYBLOK_WEBHOOK_SECRET) rebuilds the site with Astro, and the Visual Editor
# preview (STORYBLOK_PREVIEW_TOKEN) renders drafts with the build's server half (dist/server),
# which imports React and the other build dependencies: neither works on production dependencies
# alone. Build it with `--target publisher`; run one (compose profile `editors`).
FROM node:24-slim AS publisher
WORKDIR /app
ENV NODE_ENV=production \
    ASTRO_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=4321 \
    DATA_DIR=/data
COPY --from=build --chown=node:node /app ./
# Builds go to dist/builds and the live one is named in /data/site/current.json: both can be
# volumes shared with replicas (FOLLOW_SITE_POINTER), created here so they belong to node.
RUN mkdir -p /data/site /app/dist/builds && chown node:node /data /data/site /app/dist/builds
USER node
EXPOSE 4321
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4321)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "scripts/serve.mjs"]

# --- runtime: Node 24, production dependencies, the build, the server sources, non-root ---------
FROM node:24-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4321 \
    DATA_DIR=/data \
    STATIC_ROOT=/app/dist/client
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY src ./src
COPY scripts ./scripts
COPY content ./content
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4321
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4321)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "scripts/serve.mjs"]
