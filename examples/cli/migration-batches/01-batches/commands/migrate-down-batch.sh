ENABLE_EXPRESS=false npm run dev -- migrate:down --batch=1
