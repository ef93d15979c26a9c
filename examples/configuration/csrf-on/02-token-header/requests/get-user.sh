curl http://localhost:5000/auth/user -s -o /dev/null -w '%{http_code}\n'
