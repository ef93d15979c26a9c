curl http://localhost:5000/session/after \
  -H "Authorization: Bearer $TOKEN" \
  -H "Accept-Language: de-DE,de;q=0.9"
