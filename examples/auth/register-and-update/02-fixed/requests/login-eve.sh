curl -X POST http://localhost:5000/auth/login \
  -H 'Content-Type: application/json' \
  -d '{"email": "eve@example.com", "password": "open-sesame-99"}'
