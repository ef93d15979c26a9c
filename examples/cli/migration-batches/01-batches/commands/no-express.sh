npm run dev -- migrate:up --no-express
