curl -X POST http://localhost:5000/auth/register \
  -H 'Content-Type: application/json' \
  -d "{\"id\": \"$GRACE_ID\", \"email\": \"mallory@example.com\", \"password\": \"mallory-pass-1\"}"
