curl -X PATCH http://localhost:5000/auth/update \
  -H "Authorization: Bearer $TOKEN" \
  -H 'Content-Type: application/json' \
  -H "X-XSRF-TOKEN: $CSRF_TOKEN" \
  -d '{"lastName": "Lovelace"}'
