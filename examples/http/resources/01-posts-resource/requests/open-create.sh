curl -X POST http://localhost:5000/open-posts \
  -H 'Content-Type: application/json' \
  -d '{"title": "Nobody signed in", "content": "Saved anyway."}'
