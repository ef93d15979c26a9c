curl http://localhost:5000/reports/posts \
  -H "Authorization: Bearer $TOKEN"
