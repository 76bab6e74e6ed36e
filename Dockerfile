# One image for the feed and the gateway; the command picks which runs. Production runs compiled JavaScript
# with plain `node` on the current Node LTS: tsx, TypeScript and the other build tools stay in the build stage.

# --- build: every dependency, then the services (esbuild → */dist/main.js) and the client (vite) ---
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY feed/package.json feed/
COPY gateway/package.json gateway/
COPY client/package.json client/
COPY loadtest/package.json loadtest/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:services && npm run build -w client

# --- runtime: production dependencies only, and the built output ---
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY feed/package.json feed/
COPY gateway/package.json gateway/
COPY client/package.json client/
COPY loadtest/package.json loadtest/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/feed/dist feed/dist
COPY --from=build /app/client/dist client/dist
# Not root: the data directory (uploads, embedded PGlite) is created for the node user before a volume mounts it.
RUN mkdir -p /data /app/.data && chown node:node /data /app/.data
USER node
EXPOSE 4000 4100
CMD ["node", "gateway/dist/main.js"]
