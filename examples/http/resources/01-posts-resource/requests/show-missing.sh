curl http://localhost:5000/posts/8c1d3a52-0000-4000-8000-000000000000 \
  -H "Authorization: Bearer $TOKEN"
