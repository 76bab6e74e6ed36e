# nginx with its own copy of the client build, so it sends hashed assets from disk (gzip_static, see nginx.conf).
# The first stage repeats the app image's steps (../Dockerfile) line for line, so the build cache serves it
# instead of building the client twice.
FROM node:20-bookworm-slim AS client
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY feed/package.json feed/
COPY gateway/package.json gateway/
COPY client/package.json client/
COPY loadtest/package.json loadtest/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w client

FROM nginx:1.27-alpine
COPY --from=client /app/client/dist /srv/client
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
