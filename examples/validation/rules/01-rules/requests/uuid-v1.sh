curl -X POST http://localhost:5000/check/author \
  -H 'Content-Type: application/json' \
  -d '{"userId": "6ba7b810-9dad-11d1-80b4-00c04fd430c8"}'
