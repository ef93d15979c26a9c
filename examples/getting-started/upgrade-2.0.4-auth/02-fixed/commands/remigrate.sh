npm run dev -- migrate:down
npm run dev -- migrate:up
