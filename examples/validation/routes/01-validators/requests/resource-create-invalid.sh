curl -X POST http://localhost:5000/resource-posts \
  -H "Authorization: Bearer $TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"title": "Hi"}'
