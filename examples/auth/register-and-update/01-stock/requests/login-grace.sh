curl -X POST http://localhost:5000/auth/login \
  -H 'Content-Type: application/json' \
  -d '{"email": "grace@example.com", "password": "grace-hopper-1"}'
