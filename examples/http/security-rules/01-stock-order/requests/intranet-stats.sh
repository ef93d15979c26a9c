curl http://localhost:5000/intranet/stats
