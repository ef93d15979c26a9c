curl -X POST http://localhost:5000/check/author \
  -H 'Content-Type: application/json' \
  -d '{"userId": "0f5d8a36-5d3e-4a52-9d0c-2b7c1f6f0a11"}'
