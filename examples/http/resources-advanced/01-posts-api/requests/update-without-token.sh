curl -X PUT http://localhost:5000/api/posts/$POST_ID \
  -H "Content-Type: application/json" \
  -d '{"title":"Going beta, part 2"}'
