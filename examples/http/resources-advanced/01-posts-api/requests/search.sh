curl "http://localhost:5000/api/posts?filters%5Btitle%5D=beta&sort=createdAt&direction=desc&pageSize=5" \
  -H "Authorization: Bearer $TOKEN"
