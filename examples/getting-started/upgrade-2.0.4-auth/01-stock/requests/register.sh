curl -X POST http://localhost:5000/auth/register \
  -H 'Content-Type: application/json' \
  -d '{"email": "ada@example.com", "password": "correct-horse-42", "firstName": "Ada"}'
