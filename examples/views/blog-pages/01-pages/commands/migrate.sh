ENABLE_EXPRESS=false npm run dev -- migrate:up
