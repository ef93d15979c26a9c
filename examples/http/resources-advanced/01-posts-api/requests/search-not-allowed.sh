curl "http://localhost:5000/api/posts?filters%5BuserId%5D=nobody&page=2" \
  -H "Authorization: Bearer $TOKEN"
