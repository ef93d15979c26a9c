curl http://localhost:5000/details/marker \
  -H 'X-Request-Id: same-id'
