curl http://localhost:5000/me/scopes \
  -H "Authorization: Bearer $ADA_TOKEN"
