curl http://localhost:5000/profile \
  -H "Authorization: Bearer $TOKEN"
