curl -X POST http://localhost:5000/auth/refresh \
  -H "Authorization: Bearer $TOKEN"
