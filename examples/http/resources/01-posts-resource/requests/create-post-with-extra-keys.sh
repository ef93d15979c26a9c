curl -X POST http://localhost:5000/posts \
  -H "Authorization: Bearer $TOKEN" \
  -H 'Content-Type: application/json' \
  -d "{\"title\": \"Written for Ada\", \"content\": \"Any listed field is written.\", \"userId\": \"$ADA_ID\", \"rating\": 5}"
