curl -X POST http://localhost:5000/auth/login \
  -H 'Content-Type: application/json' \
  -d '{"email": "bob@example.com", "password": "battery-staple-7"}'
