ENABLE_EXPRESS=false npm run dev -- db:seed:down --file=2025-06-02-admin-user-seeder
