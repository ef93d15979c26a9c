ENABLE_EXPRESS=false npm run dev -- route:list
