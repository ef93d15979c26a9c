curl http://localhost:5000/moderation/queue \
  -H "Authorization: Bearer $TOKEN"
