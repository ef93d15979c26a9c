curl -X POST http://localhost:5000/posts \
  -H "Authorization: Bearer $TOKEN" \
  -H 'Content-Type: application/json' \
  -H "X-XSRF-TOKEN: $CSRF_TOKEN" \
  -d '{"title": "Hello Larascript", "content": "My first post"}'
