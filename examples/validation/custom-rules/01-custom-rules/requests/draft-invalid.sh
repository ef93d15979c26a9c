curl -X POST http://localhost:5000/drafts/check \
  -H 'Content-Type: application/json' \
  -d '{"title": "HELLO WORLD", "content": "Too short to publish.", "slug": "Hello-World"}'
