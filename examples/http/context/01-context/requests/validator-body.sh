curl -X PATCH http://localhost:5000/context/posts/42 \
  -H 'Content-Type: application/json' \
  -d '{"title": "Hello", "id": "99"}'
