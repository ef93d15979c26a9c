curl http://localhost:5000/posts \
  -H "Authorization: Bearer $TOKEN"
