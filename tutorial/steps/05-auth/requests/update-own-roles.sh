curl -X PATCH http://localhost:5000/auth/update \
  -H 'Content-Type: application/json' \
  -H "Authorization: Bearer $TOKEN" \
  -d '{"lastName": "Lovelace", "roles": ["role_user", "role_admin"], "groups": ["group_admin"]}'
