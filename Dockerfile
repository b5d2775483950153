# One image for either role: a web process (the default command) or a worker
# (`docker run … node --import tsx server/worker.ts`). Settings: docs/operations.md.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production SKIP_BUILD=true PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The server runs its TypeScript through tsx and shares the contracts with the portal.
COPY server ./server
COPY src ./src
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself, not npm: SIGTERM reaches the server, which drains and stops within its bound.
CMD ["node", "--import", "tsx", "server/start.ts"]
