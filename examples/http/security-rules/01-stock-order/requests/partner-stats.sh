curl http://localhost:5000/partners/stats
