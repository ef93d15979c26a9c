curl -X POST http://localhost:5000/posts \
  -H 'Content-Type: application/json' \
  -d '{"title": "Moving day", "content": "Are we there yet?"}'
