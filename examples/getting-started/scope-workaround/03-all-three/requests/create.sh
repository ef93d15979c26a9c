curl -X POST http://localhost:5000/posts \
  -H 'Content-Type: application/json' \
  -H "Authorization: Bearer $TOKEN" \
  -d '{"title": "Scopes work", "content": "Written with PostModel:create."}'
