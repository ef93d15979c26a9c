curl http://localhost:5000/nowhere
