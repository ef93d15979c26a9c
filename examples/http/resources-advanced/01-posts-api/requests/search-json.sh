curl "http://localhost:5000/api/posts?filters=%7B%22content%22%3A%22changed%22%7D" \
  -H "Authorization: Bearer $TOKEN"
