npm run dev -- app:generate-key
