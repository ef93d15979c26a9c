curl http://localhost:5000/me/roles \
  -H "Authorization: Bearer $TOKEN"
