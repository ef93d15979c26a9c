ENABLE_EXPRESS=false npm run dev -- user:join-group --email=ada@example.com --group=group_admin --with-roles=yes
