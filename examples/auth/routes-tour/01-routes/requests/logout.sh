curl -X POST http://localhost:5000/auth/logout \
  -H "Authorization: Bearer $TOKEN" \
  -s -o /dev/null -w '%{http_code}\n'
