curl -X PATCH http://localhost:5000/auth/update \
  -H "Authorization: Bearer $TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"lastName": "Lovelace"}'
