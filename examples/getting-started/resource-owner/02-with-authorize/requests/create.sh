curl -X POST http://localhost:5000/posts \
  -H 'Content-Type: application/json' \
  -H "Authorization: Bearer $TOKEN" \
  -d '{"title": "Ada writes", "content": "A post with an owner."}'
