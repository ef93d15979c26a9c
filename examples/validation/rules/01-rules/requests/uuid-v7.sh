curl -X POST http://localhost:5000/check/author \
  -H 'Content-Type: application/json' \
  -d '{"userId": "01936b2e-1e85-7c3a-9f2b-3c4d5e6f7a8b"}'
