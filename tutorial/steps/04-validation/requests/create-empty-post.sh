curl -X POST http://localhost:5000/posts \
  -H 'Content-Type: application/json' \
  -d '{}'
