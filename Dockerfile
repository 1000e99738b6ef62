# syntax=docker/dockerfile:1
# The ISA site and API: built inside, run as the unprivileged `node` user. See README, "Docker".

# 1. Build the web site and the API (needs the dev dependencies: Vite, the prerender step, esbuild).
FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web
RUN npm run build:api

# 2. Runtime dependencies only.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. The image: the built API (plain JavaScript), runtime modules, the built site and its server entry (the
#    jobs board is rendered per request).
FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data WEB_DIST=/app/dist/web
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/dist/ssr ./dist/ssr
COPY --from=build /app/dist/api ./dist/api
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# A young generation of 4 MB (V8 grows it to 16 MB under load and keeps it): ~20 MB less at rest, the same
# CPU time per request.
CMD ["node", "--max-semi-space-size=4", "dist/api/server.js"]
