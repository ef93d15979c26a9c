curl -X POST http://localhost:5000/api/posts \
  -H "Authorization: Bearer $TOKEN" \
  -H "Content-Type: application/json" \
  -d "{\"title\":\"Signed by Bob?\",\"content\":\"The body names another author.\",\"userId\":\"$BOB_ID\"}"
