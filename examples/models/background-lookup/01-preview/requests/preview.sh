curl -X POST http://localhost:5000/posts/preview \
  -H 'Content-Type: application/json' \
  -d '{"title": "Hello", "content": "A first draft.", "userId": "7b1e4c2a-93f0-4d6b-8a1e-2f5c0d9e4b31"}'
