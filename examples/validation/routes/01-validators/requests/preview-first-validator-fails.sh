curl -X PATCH http://localhost:5000/drafts/not-a-uuid/preview \
  -H 'Content-Type: application/json' \
  -d '{"title": "Go"}'
