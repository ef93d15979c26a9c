curl -X POST http://localhost:5000/auth/register \
  -H 'Content-Type: application/json' \
  -d '{"email": "bob@example.com", "password": "battery-staple-7", "firstName": "Bob"}'
