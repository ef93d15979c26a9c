curl http://localhost:5000/admin/stats \
  -H "Authorization: Bearer $TOKEN"
