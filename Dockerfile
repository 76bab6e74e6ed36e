# One image for the feed and the gateway; the command picks which runs.
FROM node:20-bookworm-slim
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
ENV NODE_ENV=production
EXPOSE 4000 4100
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
