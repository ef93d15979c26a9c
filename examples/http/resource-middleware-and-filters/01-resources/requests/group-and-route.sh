curl http://localhost:5000/counted/group-and-route
