curl -X POST http://localhost:5000/drafts/preview \
  -H 'Content-Type: application/json' \
  -d '{"title": "Hello", "content": "A draft", "privateComments": "for editors", "rating": 5}'
