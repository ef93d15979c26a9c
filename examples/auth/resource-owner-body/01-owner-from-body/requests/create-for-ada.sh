curl -X POST http://localhost:5000/posts \
  -H 'Content-Type: application/json' \
  -H "Authorization: Bearer $JANE_TOKEN" \
  -d "{\"title\": \"Written by Jane\", \"content\": \"Filed under Ada's name.\", \"userId\": \"$ADA_ID\"}"
