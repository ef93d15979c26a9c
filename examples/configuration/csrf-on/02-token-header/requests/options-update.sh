curl -X OPTIONS http://localhost:5000/auth/update -s -o /dev/null -w '%{http_code}\n'
