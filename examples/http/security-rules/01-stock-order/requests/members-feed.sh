curl http://localhost:5000/members/feed \
  -H "Authorization: Bearer $TOKEN"
