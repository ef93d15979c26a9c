curl -X POST http://localhost:5000/posts/preview \
  -H 'Content-Type: application/json' \
  -d '{"title": "Hello", "content": "A first draft.", "userId": "not-a-uuid"}'
