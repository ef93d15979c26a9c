ENABLE_EXPRESS=false npm run dev -- app:queue-digest
