curl http://localhost:5000/me/posts \
  -H "Authorization: Bearer $BOB_TOKEN"
