curl -X POST http://localhost:5000/posts \
  -H 'Content-Type: application/json' \
  -d '{"title": "Nobody wrote this", "content": "Posted without a token."}'
