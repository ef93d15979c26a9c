DATABASE_POSTGRES_URI=postgresql://root:example@localhost:5432/app ENABLE_EXPRESS=false npm run dev -- route:list
