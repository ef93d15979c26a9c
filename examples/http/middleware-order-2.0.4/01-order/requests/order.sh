curl http://localhost:5000/order
