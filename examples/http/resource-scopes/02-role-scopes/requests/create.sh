curl -X POST http://localhost:5000/posts \
  -H "Authorization: Bearer $TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"title": "Scoped posts", "content": "Written with PostModel:create."}'
