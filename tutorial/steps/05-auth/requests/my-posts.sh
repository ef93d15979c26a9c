curl http://localhost:5000/me/posts \
  -H "Authorization: Bearer $TOKEN"
