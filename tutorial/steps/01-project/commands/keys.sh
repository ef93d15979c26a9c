npm run dev -- app:generate-key
npm run dev -- auth:generate-jwt-secret
