curl 'http://localhost:5000/details/slow?who=first' \
  -H 'X-Request-Id: same-id'
