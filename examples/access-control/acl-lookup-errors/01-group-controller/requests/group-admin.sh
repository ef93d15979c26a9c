curl http://localhost:5000/groups/group_admin
