curl -X POST http://localhost:5000/posts/5b0e2f1c-8f6a-4f57-9c1d-2f3c4a5b6c7d/photos \
  -H 'Content-Type: application/json' \
  -d '{}'
