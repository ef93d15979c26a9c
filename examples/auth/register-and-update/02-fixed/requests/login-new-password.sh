curl -X POST http://localhost:5000/auth/login \
  -H 'Content-Type: application/json' \
  -d '{"email": "eve@example.com", "password": "a-new-password-2"}'
