curl -X POST http://localhost:5000/auth/revoke \
  -H "Authorization: Bearer $REFRESHED_TOKEN"
