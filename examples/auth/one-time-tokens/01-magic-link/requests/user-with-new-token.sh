curl http://localhost:5000/auth/user \
  -H "Authorization: Bearer $NEW_TOKEN"
