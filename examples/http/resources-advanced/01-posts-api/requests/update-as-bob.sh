curl -X PUT http://localhost:5000/api/posts/$POST_ID \
  -H "Authorization: Bearer $BOB_TOKEN" \
  -H "Content-Type: application/json" \
  -d '{"title":"Going beta, part 2"}'
