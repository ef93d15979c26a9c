curl http://localhost:5000/session/before \
  -H "Authorization: Bearer $TOKEN" \
  -H "Accept-Language: de-DE,de;q=0.9"
