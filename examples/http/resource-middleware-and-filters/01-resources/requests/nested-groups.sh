curl http://localhost:5000/counted/nested
