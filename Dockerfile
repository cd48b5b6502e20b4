# One image for web, worker and temporal-worker; the command picks the process.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The console and the prebuilt workflow bundle.
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/console/dist ./console/dist
COPY contracts ./contracts
COPY db ./db
COPY core ./core
COPY api ./api
COPY workers ./workers
COPY workflows ./workflows
COPY scripts ./scripts
# Homework files when kept on disk: a fresh named volume takes this folder's owner.
RUN mkdir -p /data/homework-files && chown node:node /data/homework-files
USER node
EXPOSE 3000
CMD ["node", "api/server.ts"]
