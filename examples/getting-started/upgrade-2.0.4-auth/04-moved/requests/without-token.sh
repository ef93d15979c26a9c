curl http://localhost:5000/checks/role
