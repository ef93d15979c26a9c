curl http://localhost:5000/auth/user
