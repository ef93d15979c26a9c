curl http://localhost:5000/member-posts \
  -H "Authorization: Bearer $TOKEN"
