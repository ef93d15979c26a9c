curl http://localhost:5000/profile-without-authorize \
  -H "Authorization: Bearer $TOKEN"
