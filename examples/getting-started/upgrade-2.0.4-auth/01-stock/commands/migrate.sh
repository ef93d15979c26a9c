npm run dev -- migrate:up
