curl -X POST http://localhost:5000/titles/check \
  -H 'Content-Type: application/json' \
  -d '{"title": "My first post"}'
