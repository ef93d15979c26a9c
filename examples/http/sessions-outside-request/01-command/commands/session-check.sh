ENABLE_EXPRESS=false npm run dev -- app:session-check
