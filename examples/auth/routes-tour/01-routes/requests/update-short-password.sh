curl -X PATCH http://localhost:5000/auth/update \
  -H 'Content-Type: application/json' \
  -H "Authorization: Bearer $TOKEN" \
  -d '{"password": "abc"}'
