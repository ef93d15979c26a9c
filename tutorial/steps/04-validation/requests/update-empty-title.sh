curl -X PATCH http://localhost:5000/posts/$POST_ID \
  -H 'Content-Type: application/json' \
  -d '{"title": ""}'
