curl -X DELETE http://localhost:5000/posts/$ADMIN_POST_ID \
  -H "Authorization: Bearer $ADMIN_TOKEN" \
  -s -o /dev/null -w '%{http_code}\n'
