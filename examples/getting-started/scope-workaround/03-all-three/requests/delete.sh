curl -X DELETE http://localhost:5000/posts/$POST_ID \
  -H "Authorization: Bearer $TOKEN"
