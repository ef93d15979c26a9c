curl -X POST http://localhost:5000/check/avatar \
  -H 'Content-Type: application/json' \
  -d '{}'
