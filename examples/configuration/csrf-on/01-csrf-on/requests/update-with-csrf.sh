curl -X PATCH http://localhost:5000/auth/update \
  -H "x-xsrf-token: $CSRF" \
  -H 'Content-Type: application/json' \
  -d '{"firstName": "Jane"}'
