curl "http://localhost:5000/posts?page=1&pageSize=10&sort=title&direction=desc" \
  -H "Authorization: Bearer $TOKEN"
