ENABLE_EXPRESS=false npm run dev -- user:promote --email=ada@example.com --group=group_admin
