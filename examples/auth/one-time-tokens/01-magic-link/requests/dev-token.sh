curl -X POST http://localhost:5000/dev/one-time-token \
  -H 'Content-Type: application/json' \
  -d '{"email": "ada@example.com"}'
