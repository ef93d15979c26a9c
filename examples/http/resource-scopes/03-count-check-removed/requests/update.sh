curl -X PUT http://localhost:5000/posts/$POST_ID \
  -H "Authorization: Bearer $TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"title": "Scoped posts, edited"}'
