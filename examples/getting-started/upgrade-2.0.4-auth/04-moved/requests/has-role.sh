curl http://localhost:5000/checks/role \
  -H "Authorization: Bearer $TOKEN"
