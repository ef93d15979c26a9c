curl -X POST http://localhost:5000/auth/register \
  -H 'Content-Type: application/json' \
  -d '{"email": "eve@example.com", "password": "open-sesame-99", "firstName": "Eve", "groups": ["group_admin"], "roles": ["role_admin"]}'
