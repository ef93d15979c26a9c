npm run dev -- auth:generate-jwt-secret
