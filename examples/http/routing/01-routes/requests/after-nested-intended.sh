curl http://localhost:5000/site/status
