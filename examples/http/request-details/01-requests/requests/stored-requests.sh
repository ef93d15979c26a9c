curl http://localhost:5000/details/stored-requests \
  -H 'X-Request-Id: store-check'
