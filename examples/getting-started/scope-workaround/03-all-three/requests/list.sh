curl http://localhost:5000/posts \
  -H "Authorization: Bearer $TOKEN" \
  -s -o /dev/null -w '%{http_code}\n'
