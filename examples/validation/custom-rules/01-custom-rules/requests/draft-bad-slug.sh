curl -X POST http://localhost:5000/drafts/check \
  -H 'Content-Type: application/json' \
  -d '{"title": "Hello world", "content": "Too short to publish.", "slug": "hello world"}'
