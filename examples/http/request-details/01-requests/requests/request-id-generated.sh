curl http://localhost:5000/details/request-id
