ENABLE_EXPRESS=false npm run dev -- make:seeder --name=users-seeder
