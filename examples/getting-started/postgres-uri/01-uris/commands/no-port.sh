DATABASE_POSTGRES_URI=postgres://root:example@localhost/app ENABLE_EXPRESS=false npm run dev -- route:list
