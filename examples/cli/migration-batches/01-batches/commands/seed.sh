ENABLE_EXPRESS=false npm run dev -- db:seed
