ENABLE_EXPRESS=false npm run dev -- worker
