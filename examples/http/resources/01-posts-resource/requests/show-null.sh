curl http://localhost:5000/posts/null \
  -H "Authorization: Bearer $TOKEN"
