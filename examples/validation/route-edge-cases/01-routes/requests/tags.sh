curl -X POST http://localhost:5000/check/tags \
  -H 'Content-Type: application/json' \
  -d '{"tags": ["node", "typescript"]}'
