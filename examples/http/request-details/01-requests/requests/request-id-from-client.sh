curl http://localhost:5000/details/request-id \
  -H 'X-Request-Id: checkout-42'
