curl http://localhost:5000/auth/user \
  -H "Authorization: Bearer $TOKEN" \
  -s -o /dev/null -w '%{http_code}\n'
