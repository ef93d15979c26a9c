curl -X POST http://localhost:5000/posts \
  -H 'Content-Type: application/json' \
  -H "Authorization: Bearer $ADMIN_TOKEN" \
  -d '{"title": "Admin notes", "content": "Written and removed by an admin."}'
