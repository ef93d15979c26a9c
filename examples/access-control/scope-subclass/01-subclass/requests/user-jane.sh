curl http://localhost:5000/auth/user \
  -H "Authorization: Bearer $JANE_TOKEN"
