npm run dev -- db:seed
