curl -X POST http://localhost:5000/checks/notes \
  -H 'Content-Type: application/json' \
  -d '{}'
