curl -X PUT http://localhost:5000/open-posts/$OPEN_ID \
  -H 'Content-Type: application/json' \
  -d '{"title": "Changed by nobody"}'
