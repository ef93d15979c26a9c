curl -X POST http://localhost:5000/counted-posts \
  -H 'Content-Type: application/json' \
  -d '{"title": "Published: resource routes", "content": "Five routes from one call."}'
