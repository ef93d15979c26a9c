curl -X POST http://localhost:5000/counted-posts \
  -H 'Content-Type: application/json' \
  -d '{"title": "Draft: notes for later", "content": "Not ready yet."}'
