curl -X DELETE http://localhost:5000/posts/$POST_ID \
  -H "Authorization: Bearer $TOKEN" \
  -H "X-XSRF-TOKEN: $CSRF_TOKEN" \
  -w '%{http_code}\n'
