# The storefront as a container: `npm ci`, `npm run build`, then `npm start` (seeds an empty
# database with the demo data, then serves on PORT) as the unprivileged `node` user. It is a
# production server: no store key and no card payment until STORE_API_KEYS and Stripe's keys are
# set; `-e DEMO=on` makes it the demo with sandbox payments (docs/deploying.md).
#
#   docker build -t storefront .
#   docker run --init -p 3000:3000 -v storefront-data:/data --env-file production.env storefront
#
# With FIREBASE_PROJECT_ID set the data lives in Firestore and /data holds nothing that matters;
# on the embedded default it holds the SQLite database (keep the volume). See docs/deploying.md.

# 1. dependencies: better-sqlite3 compiles from source (node-gyp needs Python, make and g++)
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

# 2. the production build
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# 3. what runs: the build, the sources the seed script and server.ts read (through tsx), and
# node_modules as installed (tsx, which `npm start` uses, is a devDependency)
FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app ./
USER node
VOLUME ["/data"]
EXPOSE 3000
# GET /api/health: 200 while the database answers a read, 503 when it does not (no curl in the image)
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# npm forwards SIGTERM to server.ts, which ends the event streams, closes the database and exits 0
CMD ["npm", "start"]
