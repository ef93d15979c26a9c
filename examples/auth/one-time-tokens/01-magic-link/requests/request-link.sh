curl -X POST http://localhost:5000/magic-link \
  -H 'Content-Type: application/json' \
  -d '{"email": "ada@example.com"}' \
  -s -o /dev/null -w '%{http_code}\n'
