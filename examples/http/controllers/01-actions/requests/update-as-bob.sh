curl -X PATCH http://localhost:5000/posts/$POST_ID \
  -H "Authorization: Bearer $BOB_TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"title": "Bob was here"}'
