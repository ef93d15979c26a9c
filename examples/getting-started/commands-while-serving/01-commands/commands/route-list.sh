npm run dev -- route:list
