curl "http://localhost:5000/posts?page=2" \
  -H "Authorization: Bearer $TOKEN"
