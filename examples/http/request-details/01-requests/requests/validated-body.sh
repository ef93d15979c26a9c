curl -X PATCH http://localhost:5000/details/posts/42 \
  -H 'Content-Type: application/json' \
  -d '{"title": "Hello", "draft": true}'
