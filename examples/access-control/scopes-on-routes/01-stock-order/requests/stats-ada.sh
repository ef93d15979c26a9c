curl http://localhost:5000/admin/stats \
  -H "Authorization: Bearer $ADA_TOKEN"
