curl http://localhost:5000/details/arguments
