# Wayfare API + web app in one image. UNTESTED: written without a Docker daemon at hand (README "Running in
# production"); its commands are the ones the README documents and the fault suite runs.

# --- build: every dependency, then the web app (packages/web/dist, dist-server) and the API (packages/api/dist) --
FROM node:20-slim AS build
WORKDIR /app
# The manifests first, so that the install layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/common/package.json packages/common/
COPY packages/api/package.json packages/api/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime dependencies only, and the sources (TypeScript runs through tsx, a runtime dependency) -------------
FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/common/package.json packages/common/
COPY packages/api/package.json packages/api/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund
# .dockerignore keeps node_modules out of the context, so this adds sources without touching the install.
COPY . .

# --- runtime -----------------------------------------------------------------------------------------------------
FROM node:20-slim
WORKDIR /app
# The container listens on every interface, so the demo accounts, whose passwords the README publishes, are never
# created here, not even in the embedded database: the first administrator comes from ADMIN_EMAIL / ADMIN_PASSWORD.
ENV PORT=3000 \
    HOST=0.0.0.0 \
    DEMO_ACCOUNTS=false
COPY --from=deps /app /app
COPY --from=build /app/packages/web/dist /app/packages/web/dist
# The server render (self-contained) that draws /search and /discount-plans with their data (decision 011).
COPY --from=build /app/packages/web/dist-server /app/packages/web/dist-server
# The API compiled ahead of time (a start without it runs the TypeScript through tsx: seconds longer).
COPY --from=build /app/packages/api/dist /app/packages/api/dist
# Embedded mode only (no DATABASE_URL): PGlite and the generated JWT secret live here; mount a volume on it.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness: the process answers. Load balancers route on /api/ready (the database answers) instead.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server itself is PID 1 and receives SIGTERM: it drains and exits within 10 s (give the stop 15 s).
STOPSIGNAL SIGTERM
CMD ["node", "packages/api/scripts/start.mjs"]
