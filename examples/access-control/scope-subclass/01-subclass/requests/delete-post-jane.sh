curl -X DELETE http://localhost:5000/posts/6 \
  -H "Authorization: Bearer $JANE_TOKEN"
